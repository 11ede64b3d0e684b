import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { EmailChoicesDto } from '@contract/notifications';
import { emailTopicsOf, type EmailTopic } from '@domain/notifications/email-choices.ts';
import type { Role } from '@domain/identity/roles.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useEmailChoices, useSaveEmailChoices } from '@/lib/api/email-choices.ts';
import { TOPIC_LABELS } from '@/lib/email-topics.ts';
import { useT } from '@/lib/i18n/intl.tsx';

/**
 * Which topics reach the signed-in person by email, on their profile: loaded, changed and saved in one go. Only the
 * topics their role is ever emailed about are offered; the others keep what is stored.
 */
export function EmailChoicesCard({ role }: { role: Role }) {
  const choices = useEmailChoices();
  const titleId = useId();
  const t = useT();
  const topics = emailTopicsOf(role);
  if (topics.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('common.emailChoices.title')}
      </h2>
      <p className="text-sm text-slate-700">
        {t(role === 'admin' ? 'common.emailChoices.adminIntro' : 'common.emailChoices.intro')}
      </p>
      {choices.isPending ? (
        <StatusText>{t('common.emailChoices.loading')}</StatusText>
      ) : choices.isError ? (
        <ErrorBanner>{t('common.emailChoices.loadFailed')}</ErrorBanner>
      ) : (
        // Keyed by what is stored: a save (or another tab's) starts the form again from the saved choices.
        <ChoicesForm key={JSON.stringify(choices.data)} saved={choices.data} topics={topics} titleId={titleId} />
      )}
    </section>
  );
}

interface FormProps {
  saved: EmailChoicesDto;
  topics: readonly EmailTopic[];
  titleId: string;
}

function ChoicesForm({ saved, topics, titleId }: FormProps) {
  const [chosen, setChosen] = useState(saved);
  const save = useSaveEmailChoices();
  const t = useT();
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(chosen, { onSuccess: () => toast.success(t('common.emailChoices.saved')) });
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('common.emailChoices.title')}</legend>
        {topics.map((topic) => (
          <label
            key={topic}
            className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              name={topic}
              checked={chosen[topic]}
              disabled={save.isPending}
              onChange={(e) => setChosen({ ...chosen, [topic]: e.target.checked })}
              className="h-5 w-5 shrink-0 accent-sky-700"
            />
            <span className="text-slate-900">{t(TOPIC_LABELS[topic])}</span>
          </label>
        ))}
      </fieldset>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {save.error.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.emailChoices.save')}
        </Button>
      </div>
    </form>
  );
}
