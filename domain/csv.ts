/** RFC 4180: fields joined by commas, records by CRLF; a field with a comma, quote or line break is quoted. */
export function toCsv(records: readonly (readonly (string | number)[])[]): string {
  return records.map((record) => record.map(field).join(',')).join('\r\n') + '\r\n';
}

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
