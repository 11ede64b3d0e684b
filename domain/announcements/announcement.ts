export interface Announcement {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly createdAt: Date;
  /** Grows by one with every edit, so an edit or a deletion names the text it replaces. */
  readonly version: number;
  /** When it was last edited; absent while it reads as posted. */
  readonly editedAt?: Date;
}

export type AnnouncementField = 'title' | 'description';

export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 5000;

/** Each rule in words a person reads, named by the field it is about. */
export const ANNOUNCEMENT_RULES: Readonly<Record<AnnouncementField, string>> = {
  title: `Enter a title of up to ${TITLE_MAX} characters`,
  description: `Enter the announcement itself, up to ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
};

/** The announcement with its new words, one version on; the posting date stays. */
export const reviseAnnouncement = (
  announcement: Announcement,
  { title, description }: { title: string; description: string },
  at: Date,
): Announcement => ({
  ...announcement,
  title: title.trim(),
  description: description.trim(),
  version: announcement.version + 1,
  editedAt: at,
});

/** Which of title and description an edit changes. */
export const changedWords = (before: Announcement, after: Announcement): AnnouncementField[] =>
  (['title', 'description'] as const).filter((field) => before[field] !== after[field]);

/** Words as a reader tells them apart: spacing and letter case aside. */
const gist = (text: string): string => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** An edit that changes what the announcement says, which its readers are told of again; respacing or recasing is not one. */
export const isEditOfSubstance = (before: Announcement, after: Announcement): boolean =>
  gist(before.title) !== gist(after.title) || gist(before.description) !== gist(after.description);
