/** A country's or a state's code and name. */
export interface NamedCode {
  code: string
  name: string
}

/** A country or state select's <option>s: one per code, showing its name. */
export function NamedOptions({ options }: { options: readonly NamedCode[] }) {
  return options.map((option) => (
    <option key={option.code} value={option.code}>
      {option.name}
    </option>
  ))
}
