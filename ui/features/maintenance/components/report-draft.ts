import { useState } from 'react';
import { CATEGORIES } from '@domain/maintenance/request.ts';
import type { ReportInput } from '../api/maintenance.ts';

/** A report being written: its words and choices. Photos are never kept: files cannot be stored honestly here. */
export interface ReportDraft {
  /** Unset until the person chooses: a member's report is for their flat by default. */
  readonly where?: ReportInput['where'];
  readonly category: ReportInput['category'];
  readonly title: string;
  readonly description: string;
  readonly emergency: boolean;
  readonly entryAllowed: boolean;
  readonly entryNotes: string;
}

export const EMPTY_DRAFT: ReportDraft = {
  category: '',
  title: '',
  description: '',
  emergency: false,
  entryAllowed: false,
  entryNotes: '',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What was stored, taken only as far as it is a draft's shape (another version of the app, a hand-edited value). */
function draftFrom(stored: unknown): ReportDraft {
  if (typeof stored !== 'object' || stored === null) return EMPTY_DRAFT;
  const s = stored as Record<string, unknown>;
  return {
    ...(s.where === 'flat' || s.where === 'common-area' ? { where: s.where } : {}),
    category: (CATEGORIES as readonly unknown[]).includes(s.category) ? (s.category as ReportDraft['category']) : '',
    title: text(s.title),
    description: text(s.description),
    emergency: s.emergency === true,
    entryAllowed: s.entryAllowed === true,
    entryNotes: text(s.entryNotes),
  };
}

function read(key: string | undefined): ReportDraft {
  if (key === undefined) return EMPTY_DRAFT;
  try {
    return draftFrom(JSON.parse(localStorage.getItem(key) ?? 'null'));
  } catch {
    return EMPTY_DRAFT;
  }
}

function write(key: string | undefined, draft: ReportDraft): void {
  if (key === undefined) return;
  try {
    if (draft === EMPTY_DRAFT) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    /* storage full or switched off: the draft lasts as long as the page */
  }
}

/** Where a person's unsent report is kept on this browser: one per signed-in account, so nobody sees another's. */
export const reportDraftKey = (uid: string) => `lakeview.maintenance-draft.${uid}`;

/**
 * The report being written, kept in this browser's storage under `key` as it changes, so a reload or a closed tab
 * loses nothing; `clear` once the report was sent. Without a key it lives only as long as the form.
 */
export function useReportDraft(key: string | undefined) {
  const [draft, setDraft] = useState(() => read(key));
  const change = (next: Partial<ReportDraft>) => {
    const updated = { ...draft, ...next };
    write(key, updated);
    setDraft(updated);
  };
  const clear = () => {
    write(key, EMPTY_DRAFT);
    setDraft(EMPTY_DRAFT);
  };
  return { draft, change, clear };
}
