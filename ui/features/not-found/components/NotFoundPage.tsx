import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/intl.tsx';

export default function NotFoundPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('notFound.title')}</title>
      <p className="text-7xl font-extrabold text-sky-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className="mt-8 rounded-lg bg-sky-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
