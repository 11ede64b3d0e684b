import { headerText } from './header-text.ts';
import type { EmailTopic } from '../../domain/notifications/email-choices.ts';
import type { ClaimedEmail } from '../../application/notifications/ports.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/shared/language.ts';
import { say } from '../wording/catalogue.ts';

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every word a person or an admin wrote reaches the HTML as text, never as markup. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The email's own words around the message, in the message's language. */
const wordsIn = (language: Language) => ({
  openIn: (building: string) => say(language, 'notice.email.openIn', { building }),
  stop: say(language, 'notice.email.stop'),
});

/**
 * An email as plain text with simple HTML beside it: the building's name, the message, a link back into the product,
 * and (for any topic its recipient may switch off) an unsubscribe link to the web page that asks nothing more. The
 * List-Unsubscribe headers, which mail programs show as a button, name the API route that a one-click POST (RFC 8058)
 * reaches directly, with the same token. It is written in its notification's language, which it declares.
 */
export function renderEmail(
  { message }: ClaimedEmail,
  context: { buildingName: string; publicUrl: string; unsubscribeUrl?: string; oneClickUrl?: string },
): RenderedEmail {
  const building = headerText(context.buildingName);
  const link = new URL(message.link, context.publicUrl).toString();
  const topic = message.topic as EmailTopic | 'agreements';
  const unsubscribe = topic === 'agreements' ? undefined : context.unsubscribeUrl;
  const language = isLanguage(message.language) ? message.language : DEFAULT_LANGUAGE;
  const words = wordsIn(language);
  const text = [
    ...message.lines,
    '',
    `${words.openIn(building)}: ${link}`,
    '',
    '—',
    building,
    ...(unsubscribe ? [`${words.stop}: ${unsubscribe}`] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: Arial, 'Noto Sans Bengali', 'Nirmala UI', 'Vrinda', sans-serif; color: #1f2937; line-height: 1.5">
<p style="font-weight: bold">${escapeHtml(building)}</p>
${message.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(words.openIn(building))}</a></p>
${unsubscribe ? `<p style="font-size: 12px; color: #6b7280"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.stop)}</a></p>` : ''}
</body></html>`;
  return {
    subject: headerText(message.subject),
    text,
    html,
    headers: {
      'Content-Language': language,
      ...(unsubscribe && context.oneClickUrl
        ? { 'List-Unsubscribe': `<${context.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {}),
    },
  };
}
