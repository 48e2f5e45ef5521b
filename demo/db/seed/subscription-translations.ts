/**
 * The subscription catalogue in the demo's other languages (the catalogue call takes the page's
 * language and falls back to English per item): headers, then per code the title, frequency and
 * description, in the order of SUBSCRIPTION_GROUPS' rows.
 */
type Text = [title: string, frequency: string, description: string];
export interface CatalogueTranslation { headers: Record<string, string>; items: Record<string, Text>; preview: string }

export const SUBSCRIPTION_TRANSLATIONS: Readonly<Record<'de' | 'ja' | 'ar', CatalogueTranslation>> = {
  de: {
    preview: 'Vorschau',
    headers: {
      'Flagship publications': 'Leitpublikationen', 'Function newsletters': 'Newsletter nach Funktion', 'Practice alerts': 'Themen-Benachrichtigungen',
      'Industry alerts': 'Branchen-Benachrichtigungen', 'Email guides': 'E-Mail-Kurse', 'From the firm': 'Von unserer Firma',
    },
    items: {
      NEWSLETTER_THE_QUARTERLY: ['The Quarterly', 'Vierteljährlich', 'Unsere wichtigste Wirtschaftspublikation: die Ideen, über die Führungskräfte sprechen, viermal im Jahr.'],
      NEWSLETTER_GLOBAL_INSTITUTE: ['Global Institute', 'Monatlich', 'Forschung zu Wirtschaft, Technologie und den Kräften, die sie prägen.'],
      NEWSLETTER_INSIGHTS_WEEKLY: ['Insights Wöchentlich', 'Wöchentlich', 'Die meistgelesenen Artikel, Podcasts und interaktiven Beiträge der Woche in einer E-Mail.'],
      NEWSLETTER_OPERATIONS: ['Operations', 'Monatlich', 'Lieferketten, Fertigung und Serviceabläufe: was führende Unternehmen anders machen.'],
      NEWSLETTER_LEADERSHIP: ['Führung und Mitarbeitende', 'Monatlich', 'Talente, Organisation und die Führungskräfte, die sie aufbauen.'],
      ALERT_TECHNOLOGY: ['Technologie', 'Bei Erscheinen', 'Neue Artikel zu Digitalisierung, Cloud, Cybersicherheit und KI.'],
      ALERT_SUSTAINABILITY: ['Nachhaltigkeit', 'Bei Erscheinen', 'Neue Forschung zur Energiewende und zu Klimarisiken.'],
      ALERT_MARKETING_SALES: ['Marketing und Vertrieb', 'Bei Erscheinen', 'Neue Ideen zu Wachstum, Preisgestaltung und Kundenerlebnis.'],
      ALERT_STRATEGY: ['Strategie und Corporate Finance', 'Bei Erscheinen', 'Neue Artikel zu Strategie, M&A und Kapitalallokation.'],
      ALERT_BANKING: ['Bankwesen', 'Bei Erscheinen', 'Neue Artikel für Banken und Finanzinstitute.'],
      ALERT_HEALTHCARE: ['Gesundheitswesen', 'Bei Erscheinen', 'Neue Artikel zu Gesundheitssystemen, Pharma und Medizinprodukten.'],
      GUIDE_AI_BASICS: ['KI-Grundlagen in fünf E-Mails', 'Täglich, fünf Tage lang', 'Ein kurzer Kurs darüber, was generative KI für ein Unternehmen leisten kann und was nicht.'],
      GUIDE_NEW_MANAGERS: ['Leitfaden für neue Führungskräfte', 'Wöchentlich, sechs Wochen lang', 'Sechs Lektionen für Ihr erstes Jahr als Teamleitung.'],
      INFO_EVENTS: ['Veranstaltungen und Webinare', 'Gelegentlich', 'Einladungen zu Veranstaltungen und Webinaren in Ihrer Nähe.'],
    },
  },
  ja: {
    preview: 'プレビュー',
    headers: {
      'Flagship publications': '主要刊行物', 'Function newsletters': '機能別ニュースレター', 'Practice alerts': 'テーマ別アラート',
      'Industry alerts': '業界別アラート', 'Email guides': 'メールガイド', 'From the firm': '当社からのお知らせ',
    },
    items: {
      NEWSLETTER_THE_QUARTERLY: ['The Quarterly', '季刊', '経営幹部が議論するアイデアを年4回お届けする、当社の主要ビジネス誌です。'],
      NEWSLETTER_GLOBAL_INSTITUTE: ['Global Institute', '月刊', '経済、テクノロジー、そしてそれらを形づくる力についての研究。'],
      NEWSLETTER_INSIGHTS_WEEKLY: ['Insights ウィークリー', '毎週', '今週最も読まれた記事、ポッドキャスト、インタラクティブを1通のメールで。'],
      NEWSLETTER_OPERATIONS: ['オペレーション', '月刊', 'サプライチェーン、製造、サービス業務：先進企業の違い。'],
      NEWSLETTER_LEADERSHIP: ['リーダーシップと人材', '月刊', '人材、組織、そしてそれを築くリーダー。'],
      ALERT_TECHNOLOGY: ['テクノロジー', '公開時', 'デジタル、クラウド、サイバーセキュリティ、AIに関する新着記事。'],
      ALERT_SUSTAINABILITY: ['サステナビリティ', '公開時', 'エネルギー転換と気候リスクに関する新しい研究。'],
      ALERT_MARKETING_SALES: ['マーケティングと営業', '公開時', '成長、価格設定、顧客体験に関する新しい考え方。'],
      ALERT_STRATEGY: ['戦略とコーポレートファイナンス', '公開時', '戦略、M&A、資本配分に関する新着記事。'],
      ALERT_BANKING: ['銀行', '公開時', '銀行・金融機関向けの新着記事。'],
      ALERT_HEALTHCARE: ['ヘルスケア', '公開時', '医療制度、製薬、医療機器に関する新着記事。'],
      GUIDE_AI_BASICS: ['5通のメールで学ぶAIの基本', '5日間毎日', '生成AIがビジネスにできること・できないことを学ぶ短期講座。'],
      GUIDE_NEW_MANAGERS: ['新任マネジャーのためのガイド', '6週間毎週', 'チームを率いる最初の1年のための6つのレッスン。'],
      INFO_EVENTS: ['イベントとウェビナー', '不定期', 'お近くのイベントやウェビナーへのご案内。'],
    },
  },
  ar: {
    preview: 'معاينة',
    headers: {
      'Flagship publications': 'المنشورات الرئيسية', 'Function newsletters': 'النشرات حسب الوظيفة', 'Practice alerts': 'تنبيهات المجالات',
      'Industry alerts': 'تنبيهات القطاعات', 'Email guides': 'أدلة البريد الإلكتروني', 'From the firm': 'من الشركة',
    },
    items: {
      NEWSLETTER_THE_QUARTERLY: ['The Quarterly', 'فصلية', 'منشورنا الرئيسي في الأعمال: الأفكار التي يناقشها كبار التنفيذيين، أربع مرات في السنة.'],
      NEWSLETTER_GLOBAL_INSTITUTE: ['Global Institute', 'شهرية', 'أبحاث حول الاقتصاد والتكنولوجيا والقوى التي تشكّلهما.'],
      NEWSLETTER_INSIGHTS_WEEKLY: ['رؤى الأسبوع', 'أسبوعية', 'أكثر المقالات والبودكاست والمحتوى التفاعلي قراءةً هذا الأسبوع في رسالة واحدة.'],
      NEWSLETTER_OPERATIONS: ['العمليات', 'شهرية', 'سلاسل الإمداد والتصنيع وعمليات الخدمة: ما تفعله الشركات الرائدة بشكل مختلف.'],
      NEWSLETTER_LEADERSHIP: ['القيادة والأفراد', 'شهرية', 'المواهب والتنظيم والقادة الذين يبنونهما.'],
      ALERT_TECHNOLOGY: ['التكنولوجيا', 'عند النشر', 'مقالات جديدة عن الرقمنة والحوسبة السحابية والأمن السيبراني والذكاء الاصطناعي.'],
      ALERT_SUSTAINABILITY: ['الاستدامة', 'عند النشر', 'أبحاث جديدة عن تحوّل الطاقة ومخاطر المناخ.'],
      ALERT_MARKETING_SALES: ['التسويق والمبيعات', 'عند النشر', 'أفكار جديدة عن النمو والتسعير وتجربة العملاء.'],
      ALERT_STRATEGY: ['الاستراتيجية وتمويل الشركات', 'عند النشر', 'مقالات جديدة عن الاستراتيجية والاندماج والاستحواذ وتخصيص رأس المال.'],
      ALERT_BANKING: ['الخدمات المصرفية', 'عند النشر', 'مقالات جديدة للبنوك والمؤسسات المالية.'],
      ALERT_HEALTHCARE: ['الرعاية الصحية', 'عند النشر', 'مقالات جديدة عن الأنظمة الصحية والأدوية والمنتجات الطبية.'],
      GUIDE_AI_BASICS: ['أساسيات الذكاء الاصطناعي في خمس رسائل', 'يوميًا لمدة خمسة أيام', 'دورة قصيرة عمّا يمكن للذكاء الاصطناعي التوليدي أن يقدّمه للأعمال وما لا يمكنه.'],
      GUIDE_NEW_MANAGERS: ['دليل المدير الجديد', 'أسبوعيًا لمدة ستة أسابيع', 'ست دروس لعامك الأول في قيادة فريق.'],
      INFO_EVENTS: ['الفعاليات والندوات عبر الإنترنت', 'من حين لآخر', 'دعوات إلى الفعاليات والندوات القريبة منك.'],
    },
  },
};
