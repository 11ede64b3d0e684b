/** What the server's refusals say for announcements: the words of each rule it checks, and each refusal code's sentence. */
export const announcementsRefusals = {
  'announcements.rule.title': 'Enter a title of up to {max} characters',
  'announcements.rule.description': 'Enter the announcement itself, up to {max} characters',
  'errors.ANNOUNCEMENT.NOT_FOUND': 'This announcement has been deleted, perhaps by another admin',
  'errors.ANNOUNCEMENT.CHANGED':
    'Another admin changed this announcement after you opened it; look at it again before you change it',
} as const;
