/** What the CLI and the server's log say about the migrations a start applied, naming each one. */
export function migrationsSentence(applied: readonly string[]): string {
  if (applied.length === 0) return 'Database is up to date: no migration to apply.';
  return `Applied ${applied.length} migration(s): ${applied.join(', ')}. Database is up to date.`;
}
