import type { Db } from '../db.js';
import { insertRows } from './insert-rows.js';
import { SUBSCRIPTION_TRANSLATIONS } from './subscription-translations.js';

/**
 * The subscription catalogue (A§3): fixed rows, the same on every machine (no random stream
 * needed). The demo users' subscriptions (demo-users.ts) name codes from here.
 */
type Row = [code: string, title: string, frequency: string, description: string];
interface Group { category: 'newsLetters' | 'alerts' | 'guides' | 'informationalMail'; header: string; rows: Row[] }

export const SUBSCRIPTION_GROUPS: readonly Group[] = [
  { category: 'newsLetters', header: 'Flagship publications', rows: [
    ['NEWSLETTER_THE_QUARTERLY', 'The Quarterly', 'Quarterly', 'Our flagship business publication: the ideas senior executives discuss, four times a year.'],
    ['NEWSLETTER_GLOBAL_INSTITUTE', 'Global Institute', 'Monthly', 'Research on the economy, technology and the forces that shape them.'],
    ['NEWSLETTER_INSIGHTS_WEEKLY', 'Insights Weekly', 'Weekly', 'The week\'s most-read articles, podcasts and interactives in one email.'],
  ] },
  { category: 'newsLetters', header: 'Function newsletters', rows: [
    ['NEWSLETTER_OPERATIONS', 'Operations', 'Monthly', 'Supply chains, manufacturing and service operations: what leading companies do differently.'],
    ['NEWSLETTER_LEADERSHIP', 'Leadership and people', 'Monthly', 'Talent, organization and the leaders who build them.'],
  ] },
  { category: 'alerts', header: 'Practice alerts', rows: [
    ['ALERT_TECHNOLOGY', 'Technology', 'When published', 'New articles on digital, cloud, cybersecurity and AI.'],
    ['ALERT_SUSTAINABILITY', 'Sustainability', 'When published', 'New research on the energy transition and climate risk.'],
    ['ALERT_MARKETING_SALES', 'Marketing and sales', 'When published', 'New thinking on growth, pricing and the customer experience.'],
    ['ALERT_STRATEGY', 'Strategy and corporate finance', 'When published', 'New articles on strategy, M&A and capital allocation.'],
  ] },
  { category: 'alerts', header: 'Industry alerts', rows: [
    ['ALERT_BANKING', 'Banking', 'When published', 'New articles for banks and financial institutions.'],
    ['ALERT_HEALTHCARE', 'Healthcare', 'When published', 'New articles on health systems, pharma and medical products.'],
  ] },
  { category: 'guides', header: 'Email guides', rows: [
    ['GUIDE_AI_BASICS', 'AI basics in five emails', 'Daily for five days', 'A short course on what generative AI can and cannot do for a business.'],
    ['GUIDE_NEW_MANAGERS', 'The new manager\'s guide', 'Weekly for six weeks', 'Six lessons for your first year leading a team.'],
  ] },
  { category: 'informationalMail', header: 'From the firm', rows: [
    ['INFO_EVENTS', 'Events and webinars', 'Occasional', 'Invitations to events and webinars near you.'],
  ] },
];

/** Seeds the catalogue once: null when it already has rows, else how many it inserted. */
export async function seedSubscriptionsIfEmpty(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM subscription_catalogue');
    if (n > 0) return null;
    const english = SUBSCRIPTION_GROUPS.flatMap((group) => group.rows.map(([alert_code, title, frequency, description_text]) => ({
      alert_code, language: 'en', category: group.category, alert_header: group.header, title,
      tool_tip: `${title}: ${frequency.toLowerCase()}`, description_text, frequency,
      preview_link: `/insights/newsletters/${alert_code.toLowerCase().replace(/_/g, '-')}`,
      preview_link_label: 'Preview',
    }))).map((row, position) => ({ ...row, position }));
    // The same items in the demo's other languages, at the same positions (one list order for all).
    const translated = Object.entries(SUBSCRIPTION_TRANSLATIONS).flatMap(([language, text]) => english.flatMap((row) => {
      const item = text.items[row.alert_code];
      if (!item) return [];
      const [title, frequency, description_text] = item;
      return [{
        ...row, language, title, frequency, description_text, tool_tip: `${title}: ${frequency}`,
        alert_header: text.headers[row.alert_header] ?? row.alert_header, preview_link_label: text.preview,
      }];
    }));
    const rows = [...english, ...translated];
    await insertRows(tx, 'subscription_catalogue', {
      alert_code: 'text', language: 'text', category: 'text', alert_header: 'text', title: 'text', tool_tip: 'text',
      description_text: 'text', frequency: 'text', preview_link: 'text', preview_link_label: 'text', position: 'int',
    }, rows);
    return rows.length;
  });
}
