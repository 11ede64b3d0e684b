import { Link } from 'react-router-dom';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { InfoPage } from './InfoPage.tsx';

export default function AboutPage() {
  const t = useT();
  const title = useBuildingTitle();
  return (
    <InfoPage title={t('info.about.title')}>
      {(building) => (
        <>
          <p className="text-lg">{t('info.about.intro', { title, address: building.address })}</p>
          <p>{t('info.about.renting')}</p>
          <p>{t('info.about.living')}</p>
          <p>
            <Link to="/apartments" className="font-semibold text-sky-800 underline">
              {t('info.about.seeApartments')}
            </Link>
          </p>
        </>
      )}
    </InfoPage>
  );
}
