const PLACEHOLDER = /\{\{(.*?)\}\}/g;

/**
 * Replaces each `{{name}}` with its value. An unknown name fails loudly: printing the braces in
 * the published manual, or an empty gap where a phone number should be, would go unnoticed.
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>) {
  const unknown = new Set<string>();
  const filled = template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (Object.hasOwn(values, key)) return values[key] as string;
    unknown.add(placeholder);
    return placeholder;
  });
  if (unknown.size > 0) {
    const known = Object.keys(values).map((key) => `{{${key}}}`);
    throw new Error(
      `Unknown placeholder in the user manual: ${[...unknown].join(', ')}. ` +
        `Known placeholders: ${known.join(', ')}.`,
    );
  }
  return filled;
}
