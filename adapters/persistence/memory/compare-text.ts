/** Code-point order, as SQL compares text (SQLite's BINARY, PostgreSQL's "C"), not the host's locale. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
