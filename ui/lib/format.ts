/** Dates as residents in Dhaka read them: "5 Nov 2026". Shown in the viewer's own time zone. */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Date and time, for records where the order within a day matters (the audit log): "5 Nov 2026, 14:05". */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
