/** The page shown for an address that leads nowhere. */
export const notFound = {
  'notFound.title': 'Page Not Found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.backHome': 'Back to Home',
} as const;
