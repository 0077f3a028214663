/** Fills `{name}` placeholders of a copy string: "Edit “{title}”" -> "Edit “Q3 review”". */
export function formatTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
