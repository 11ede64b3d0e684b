/**
 * Text that goes into one line of an email header (a subject, a display name): every line break and control
 * character becomes a space, so a name or a title can never start a header of its own.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

export function headerText(text: string, max = 150): string {
  const line = text.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
