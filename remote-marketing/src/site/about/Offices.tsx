import { useState } from 'react';
import { PageSection } from '../page/PageSection';
import { OfficeMap, type OfficeKey } from './OfficeMap';
import { useAboutWords } from './words';

interface Office {
  key: OfficeKey;
  city: string;
  address: string;
  phone: string;
}

/** The four offices: cards beside the map; choosing a card marks its city on the map. */
export function Offices() {
  const { t, r } = useAboutWords();
  const offices = r<Office[]>('offices.list') ?? [];
  const [selected, setSelected] = useState<OfficeKey>('nanjing');
  return (
    <PageSection id="about-offices" title={t('offices.title')} lead={t('offices.lead')} soft>
      <div className="offices">
        <div className="offices__map">
          <OfficeMap
            label={t('offices.mapLabel')}
            insetLabel={t('offices.inset')}
            selected={selected}
            cities={offices.map((office) => ({
              key: office.key,
              name: office.city,
              headquarters: office.key === 'nanjing',
            }))}
          />
        </div>
        <ul className="offices__list">
          {offices.map((office) => (
            <li key={office.key} className={office.key === selected ? 'office office--selected' : 'office'}>
              <h3 className="office__city">
                {office.city}
                {office.key === 'nanjing' ? (
                  <span className="office__hq">{t('offices.headquarters')}</span>
                ) : null}
              </h3>
              <p className="office__line">{office.address}</p>
              <p className="office__line">
                <a href={`tel:${office.phone}`}>{office.phone}</a>
              </p>
              <button
                type="button"
                className="office__show"
                aria-pressed={office.key === selected}
                onClick={() => setSelected(office.key)}
              >
                {t('offices.show')}
                <span className="site-sr-only">：{office.city}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
