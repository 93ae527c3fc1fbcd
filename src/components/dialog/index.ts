export { Dialog } from './Dialog'
export { useModalDialog } from './useModalDialog'
export { BACKDROP_ATTRIBUTE } from './inert-background'
