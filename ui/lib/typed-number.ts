/** Bengali digits ০ to ৯, each read as the Western digit of the same value. */
const BENGALI_ZERO = 0x09e6;
const toWesternDigits = (text: string) =>
  text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));

/**
 * The ways people write a whole number: plain digits (22000), thousands grouped by commas (22,000; 1,250,000), or the
 * South Asian grouping, in thousands then lakhs (2,20,000; 1,25,00,000).
 */
const WRITTEN = [/^\d+$/, /^\d{1,3}(,\d{3})+$/, /^\d{1,2}(,\d{2})*,\d{3}$/];

/**
 * A whole number as a person typed it, in Western or Bengali digits, with or without the commas they group it with;
 * null for anything else ("22,00", "2,2000", "22.5", "12k"), which the server then refuses with its rule rather than
 * the form sending a number the person did not mean. The wire still carries a plain JSON number.
 */
export function typedWholeNumber(text: string): number | null {
  const written = toWesternDigits(text.trim());
  return WRITTEN.some((form) => form.test(written)) ? Number(written.replaceAll(',', '')) : null;
}

/**
 * An amount of taka as a person typed it: a whole number in any of the ways above, with up to two decimals after a
 * point ("1,200.50", "৫০০.৭৫"); null for anything else (three decimals, a comma after the point), which the server
 * then refuses with its rule. The poisha are kept exact: "0.1" is 0.1, never 0.1000000001.
 */
export function typedTaka(text: string): number | null {
  const [whole = '', decimals, ...rest] = toWesternDigits(text.trim()).split('.');
  if (rest.length > 0 || (decimals !== undefined && !/^\d{1,2}$/.test(decimals))) return null;
  const taka = typedWholeNumber(whole);
  return taka === null ? null : decimals === undefined ? taka : Number(`${taka}.${decimals}`);
}
