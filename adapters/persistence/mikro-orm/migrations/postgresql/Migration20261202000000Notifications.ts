import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications: each person's inbox, the outbox of emails written in the same transaction as the change they tell
 * of (one row per emailed notification, taken by one sender at a time under a claim token that lapses at
 * claimed_until), every attempt at sending, each person's email choices, and the rent reminders that went out, whose
 * primary key (member, month, kind) lets a reminder be recorded once however many senders try.
 */
export class Migration20261202000000Notifications extends Migration {
  override up(): void {
    this.addSql(`create table "notifications" (
      "id" text collate "C" not null primary key,
      "recipient_email" text collate "C" not null,
      "topic" text not null,
      "subject" text not null,
      "lines" text not null,
      "link" text not null,
      "created_at" timestamptz not null,
      "read_at" timestamptz null)`);
    this.addSql(`create index "notifications_inbox_index" on "notifications" ("recipient_email", "created_at", "id")`);
    this.addSql(`create table "emails" (
      "notification_id" text collate "C" not null primary key,
      "to_email" text not null,
      "to_name" text not null,
      "status" text not null,
      "attempts" integer not null,
      "next_attempt_at" timestamptz not null,
      "last_error" text null,
      "sent_at" timestamptz null,
      "created_at" timestamptz not null,
      "claim_token" text null,
      "claimed_until" timestamptz null)`);
    this.addSql(`create index "emails_queue_index" on "emails" ("status", "next_attempt_at")`);
    this.addSql(`create table "email_attempts" (
      "notification_id" text collate "C" not null,
      "attempt" integer not null,
      "at" timestamptz not null,
      "error" text null,
      primary key ("notification_id", "attempt"))`);
    this.addSql(`create table "email_choices" (
      "email" text collate "C" not null primary key,
      "payments" boolean not null,
      "announcements" boolean not null,
      "maintenance" boolean not null,
      "reminders" boolean not null)`);
    this.addSql(`create table "sent_reminders" (
      "email" text collate "C" not null,
      "month" text not null,
      "kind" text not null,
      "sent_at" timestamptz not null,
      primary key ("email", "month", "kind"))`);
  }

  override down(): void {
    for (const table of ['sent_reminders', 'email_choices', 'email_attempts', 'emails', 'notifications'])
      this.addSql(`drop table if exists "${table}"`);
  }
}
