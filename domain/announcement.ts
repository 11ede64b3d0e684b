export interface Announcement {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly createdAt: Date;
}
