/** A select's options for a shared list of values, in that list's order, each with its label. */
export const optionsOf = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
) => values.map((value) => ({ value, label: labels[value] }));
