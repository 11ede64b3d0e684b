import { Link } from 'react-router-dom';
import type { MessageId } from '@/i18n/en/index.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { InfoPage } from './InfoPage.tsx';

/** Each question with its answer, in the order people meet them. */
const QUESTIONS: readonly (readonly [MessageId, MessageId])[] = [
  ['info.help.applyQ', 'info.help.applyA'],
  ['info.help.payQ', 'info.help.payA'],
  ['info.help.dueQ', 'info.help.dueA'],
  ['info.help.problemQ', 'info.help.problemA'],
  ['info.help.emailsQ', 'info.help.emailsA'],
];

export default function HelpPage() {
  const t = useT();
  return (
    <InfoPage title={t('info.help.title')}>
      {(building) => (
        <>
          <p>{t('info.help.intro')}</p>
          {QUESTIONS.map(([question, answer]) => (
            <section key={question} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">{t(question)}</h2>
              <p className="mt-2">{t(answer, { phone: building.emergencyPhone })}</p>
            </section>
          ))}
          <p>
            <Link to="/contact" className="font-semibold text-sky-800 underline">
              {t('info.help.contactLink')}
            </Link>
          </p>
        </>
      )}
    </InfoPage>
  );
}
