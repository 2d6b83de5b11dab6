import { COMPANY } from '../company';
import { useSiteRender } from '../rendering';
import { useMarketingWords } from '../words';

/**
 * The company as schema.org describes an organization, for the home page's JSON-LD in the
 * server's document (docs/site/rendering.md "Search engines"). Addresses are site paths; the
 * document makes them absolute.
 */
export function organizationData(words: {
  name: string;
  company: string;
  description: string;
  city: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: words.company,
    alternateName: words.name,
    description: words.description,
    url: '/',
    logo: '/favicon.svg',
    foundingDate: String(COMPANY.founded),
    email: COMPANY.email,
    telephone: COMPANY.salesPhone,
    address: { '@type': 'PostalAddress', addressLocality: words.city, addressCountry: 'CN' },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', telephone: COMPANY.salesPhone, email: COMPANY.email },
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: COMPANY.supportPhone },
    ],
  };
}

/** Gives the server's render the home page's Organization data (nothing in the browser). */
export function useOrganizationData(): void {
  const render = useSiteRender();
  const { t } = useMarketingWords();
  render?.addStructuredData(
    organizationData({
      name: t('brand.name'),
      company: t('brand.company'),
      description: t('home.description'),
      city: t('brand.city'),
    }),
  );
}
