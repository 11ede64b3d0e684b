/** RFC 4180: fields joined by commas, records by CRLF; a field with a comma, quote or line break is quoted. */
export function toCsv(records: readonly (readonly (string | number)[])[]): string {
  return records.map((record) => record.map(field).join(',')).join('\r\n') + '\r\n';
}

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP, CSV injection); a leading apostrophe is
 * in the list too, so that dropping the one apostrophe of any field that starts with one always gives the text back.
 */
const FORMULA_START = /^[=+\-@\t\r']/;

function field(value: string | number): string {
  // Only text is neutralised; a number (negative ones too) is written as it is, so spreadsheets can still sum it.
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
