import { ErrorScreen } from '../../src/features/errors/ErrorScreen'

export default function Page() {
  return <ErrorScreen />
}
