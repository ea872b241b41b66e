import type { ApplyMethod, PosterQuestion, WorkplaceSlug, WorkTypeCode } from '@job/contract';

export interface SampleJob {
  title: string;
  company: string;
  /** The city, as the brief has it; none for a remote job. */
  location: string | null;
  workplace: WorkplaceSlug;
  /** Remote work only: the countries its applicants must live in; none for anywhere. */
  applicantCountries?: readonly string[];
  salary: string;
  /** The brief description. */
  description: string;
  workType: WorkTypeCode;
  /** The detail, as the rich-text editor writes it. */
  detail: string;
  /** How to apply, when not on the site: an address of the employer's, or their mail. */
  applyMethod?: ApplyMethod;
  applyTo?: string;
  /** The screening questions an application on the site answers; none when not given. */
  screeningQuestions?: PosterQuestion[];
}

/** A question every posting in Türkiye may ask; a 'no' disqualifies. */
const workPermit: PosterQuestion = {
  id: 'calismaizni',
  kind: 'yes_no',
  label: 'Türkiye’de çalışma izniniz var mı?',
  required: true,
  choices: [],
  disqualifying_answer: 'no',
  minimum: null,
};

const english = { duties: 'What you will do', offer: 'What we offer:' };
const turkish = { duties: 'Görevler', offer: 'Sunduklarımız:' };

/** A detail as the rich-text editor writes it: an intro, a heading, a list and the offer. */
function detail(labels: typeof english, intro: string, duties: string[], offer: string): string {
  return [
    `<p>${intro}</p>`,
    `<h2>${labels.duties}</h2>`,
    `<ul>${duties.map((duty) => `<li>${duty}</li>`).join('')}</ul>`,
    `<p><strong>${labels.offer}</strong> ${offer}</p>`,
  ].join('');
}

/**
 * The board a newcomer sees on the first start: Turkish and English, all three types of work, all
 * three ways to apply (most on the site; one at an address, one by mail), and two postings that
 * ask screening questions.
 */
export const sampleJobs: SampleJob[] = [
  {
    title: 'Kıdemli Yazılım Geliştirici',
    company: 'Boğaziçi Teknoloji',
    location: 'İstanbul',
    workplace: 'hybrid',
    salary: '₺95.000/ay',
    description:
      'İstanbul ofisimizde ödeme altyapımızı geliştirecek kıdemli bir yazılım geliştirici arıyoruz.',
    workType: 1,
    detail: detail(
      turkish,
      'Günde iki milyon işlemi karşılayan ödeme platformumuzu büyütüyoruz.',
      [
        'TypeScript ve Node.js ile servis geliştirmek',
        'Kod incelemelerine katılmak',
        'Genç ekip arkadaşlarına mentorluk yapmak',
      ],
      'özel sağlık sigortası, yılda iki kez eğitim bütçesi ve haftada iki gün uzaktan çalışma.',
    ),
  },
  {
    title: 'Senior Frontend Engineer',
    company: 'Northwind Labs',
    location: 'Berlin',
    workplace: 'hybrid',
    salary: '$150k-$200k per year',
    description:
      'Own the design system and the checkout flow of a fast-growing e-commerce product.',
    workType: 1,
    detail: detail(
      english,
      'We are a remote-first team building the storefront that 40,000 merchants rely on.',
      [
        'Build accessible React components',
        'Improve Core Web Vitals across the checkout',
        'Pair with designers on new flows',
      ],
      'equity, a home-office budget and four weeks of paid leave.',
    ),
    applyMethod: 'url',
    applyTo: 'https://careers.example.com/northwind-labs/senior-frontend-engineer',
  },
  {
    title: 'Freelance Logo Tasarımcısı',
    company: 'Kapadokya Medya',
    location: null,
    workplace: 'remote',
    salary: '₺15.000/ay',
    description: 'Yeni kahve markamız için logo ve kurumsal kimlik tasarlayacak serbest tasarımcı.',
    workType: 3,
    detail: detail(
      turkish,
      'Üç hafta sürecek bir kimlik çalışması için portfolyosu güçlü bir tasarımcı arıyoruz.',
      [
        'Üç farklı logo önerisi hazırlamak',
        'Renk paleti ve yazı karakteri seçmek',
        'Ambalaj için uygulama örnekleri çıkarmak',
      ],
      'proje bazlı ödeme, esnek çalışma saatleri.',
    ),
  },
  {
    title: 'Part-time Customer Support Agent',
    company: 'Helpwise',
    location: null,
    workplace: 'remote',
    salary: '$22/hour',
    description: 'Answer customer questions by chat and email, twenty hours a week, evenings.',
    workType: 2,
    detail: detail(
      english,
      'Our customers are small shops in twelve countries; they need quick and friendly answers.',
      [
        'Reply to chats and emails within an hour',
        'Write help-centre articles',
        'Report recurring problems to the product team',
      ],
      'a flexible schedule and paid training.',
    ),
  },
  {
    title: 'Veri Analisti (Yarı Zamanlı)',
    company: 'Ege Lojistik',
    location: 'İzmir',
    workplace: 'on-site',
    salary: '₺30.000/ay',
    description: 'İzmir merkezli lojistik şirketimizde haftada üç gün çalışacak veri analisti.',
    workType: 2,
    detail: detail(
      turkish,
      'Teslimat verilerimizden rota ve maliyet iyileştirmeleri çıkarmak istiyoruz.',
      [
        'SQL ile raporlar hazırlamak',
        'Haftalık gösterge panellerini güncellemek',
        'Operasyon ekibine sunum yapmak',
      ],
      'yemek kartı, servis ve esnek saatler.',
    ),
  },
  {
    title: 'DevOps Engineer',
    company: 'Cloudberry',
    location: null,
    workplace: 'remote',
    // Hospitals across Europe: its engineers live where they are, or near.
    applicantCountries: ['DE', 'NL', 'PT', 'TR'],
    salary: '€70k-€85k per year',
    description: 'Keep our Kubernetes clusters healthy and our deploys boring.',
    workType: 1,
    detail: detail(
      english,
      'We run 300 services for hospitals across Europe, so reliability is the product.',
      ['Maintain Terraform and Helm charts', 'Improve on-call runbooks', 'Cut build times in half'],
      'a learning budget, conference travel and a 4-day week in summer.',
    ),
  },
  {
    title: 'Mobil Uygulama Geliştirici (React Native)',
    company: 'Anadolu Sigorta Teknoloji',
    location: 'İstanbul',
    workplace: 'hybrid',
    salary: '₺80.000/ay',
    description: 'Milyonlarca kullanıcının kullandığı sigorta uygulamamızı geliştireceksiniz.',
    workType: 1,
    detail: detail(
      turkish,
      'Mobil ekibimiz yeni poliçe akışlarını sıfırdan yazıyor.',
      [
        'React Native ile ekran geliştirmek',
        'Uygulama içi ödeme akışlarını test etmek',
        'Mağaza yayınlarını yönetmek',
      ],
      'performans primi, özel sağlık sigortası ve hibrit çalışma.',
    ),
    screeningQuestions: [
      workPermit,
      {
        id: 'magaza',
        kind: 'yes_no',
        label: 'App Store ya da Google Play’de yayınlanmış bir uygulamanız var mı?',
        required: false,
        choices: [],
        disqualifying_answer: null,
        minimum: null,
      },
      {
        id: 'portfolyo',
        kind: 'text',
        label: 'Geliştirdiğiniz bir uygulamanın mağaza bağlantısı',
        required: false,
        choices: [],
        disqualifying_answer: null,
        minimum: null,
      },
    ],
  },
  {
    title: 'Freelance Technical Writer',
    company: 'Stackdocs',
    location: null,
    workplace: 'remote',
    salary: '$60/hour',
    description: 'Write clear API guides and tutorials for a developer tools company.',
    workType: 3,
    detail: detail(
      english,
      'Our developers ship fast; our docs need to keep up.',
      [
        'Write getting-started guides',
        'Review pull requests for wording',
        'Turn support tickets into how-to articles',
      ],
      'steady monthly hours and full remote work.',
    ),
  },
  {
    title: 'UX Araştırmacısı',
    company: 'Pusula Dijital',
    location: 'İstanbul',
    workplace: 'on-site',
    salary: '₺65.000/ay',
    description:
      'Kullanıcı görüşmeleri ve kullanılabilirlik testleriyle ürün kararlarına yön verin.',
    workType: 1,
    detail: detail(
      turkish,
      'Ankara ve İstanbul ekiplerimiz için araştırma pratiğini kuracak birini arıyoruz.',
      [
        'Görüşme planlamak ve yürütmek',
        'Bulguları raporlamak',
        'Tasarım ekibiyle prototip test etmek',
      ],
      'eğitim bütçesi, uzaktan çalışma imkânı.',
    ),
  },
  {
    title: 'Part-time Barista Trainer',
    company: 'Bean & Leaf',
    location: 'London',
    workplace: 'on-site',
    salary: '$18/hour',
    description: 'Train new baristas at our three downtown cafés, mornings only.',
    workType: 2,
    detail: detail(
      english,
      'Great coffee starts with well-trained people.',
      [
        'Run weekly espresso workshops',
        'Write training checklists',
        'Taste and calibrate each morning',
      ],
      'free coffee, obviously, and a staff discount.',
    ),
  },
  {
    title: 'Serbest Çevirmen (İngilizce-Türkçe)',
    company: 'Dilbilim Çeviri',
    location: null,
    workplace: 'remote',
    salary: '₺1,2 / kelime',
    description: 'Teknik ve hukuki metinlerin İngilizceden Türkçeye çevirisi.',
    workType: 3,
    detail: detail(
      turkish,
      'Uzun vadeli iş birliği yapacağımız deneyimli çevirmenler arıyoruz.',
      [
        'Sözleşme ve kılavuz çevirmek',
        'Terim listelerini güncel tutmak',
        'Teslim tarihlerine uymak',
      ],
      'düzenli iş akışı ve zamanında ödeme.',
    ),
  },
  {
    title: 'Backend Developer (Go)',
    company: 'Ledgerly',
    location: 'Berlin',
    workplace: 'hybrid',
    salary: '$120k-$150k per year',
    description: 'Build the ledger service behind a bookkeeping app for freelancers.',
    workType: 1,
    detail: detail(
      english,
      'Money must add up to the cent, every time.',
      [
        'Design PostgreSQL schemas',
        'Write Go services with thorough tests',
        'Review incident reports',
      ],
      'health cover, a pension plan and remote work from anywhere in Europe.',
    ),
  },
  {
    title: 'Sosyal Medya Uzmanı',
    company: 'Lale Kozmetik',
    location: 'İstanbul',
    workplace: 'hybrid',
    salary: '₺45.000/ay',
    description: 'Markamızın Instagram ve TikTok hesaplarını yönetecek yaratıcı bir uzman.',
    workType: 2,
    detail: detail(
      turkish,
      'Yeni ürün serimiz için içerik takvimi oluşturacak birini arıyoruz.',
      [
        'Haftalık içerik planı hazırlamak',
        'Kısa videolar çekmek ve düzenlemek',
        'Etkileşim raporları çıkarmak',
      ],
      'ürün hediyeleri ve esnek çalışma saatleri.',
    ),
    applyMethod: 'email',
    applyTo: 'kariyer@example.com',
  },
  {
    title: 'Machine Learning Engineer',
    company: 'Sightline AI',
    location: 'London',
    workplace: 'hybrid',
    salary: '$170k-$220k per year',
    description: 'Ship computer-vision models that run on warehouse robots.',
    workType: 1,
    detail: detail(
      english,
      'Our robots sort two million parcels a day and we want them to sort more.',
      [
        'Train and evaluate detection models',
        'Optimise inference on edge devices',
        'Build labelling tools',
      ],
      'equity, relocation support and a generous hardware budget.',
    ),
  },
  {
    title: 'Freelance WordPress Geliştirici',
    company: 'Marmara Ajans',
    location: null,
    workplace: 'remote',
    salary: '₺25.000/ay',
    description: 'Müşterilerimiz için tema ve eklenti geliştirecek serbest geliştirici.',
    workType: 3,
    detail: detail(
      turkish,
      'Ajansımızın yoğun döneminde destek olacak deneyimli birini arıyoruz.',
      ['Özel tema geliştirmek', 'Site hızını iyileştirmek', 'Eklenti güncellemelerini yapmak'],
      'proje başına ödeme ve uzaktan çalışma.',
    ),
  },
  {
    title: 'Part-time Bookkeeper',
    company: 'Greenway Co-op',
    location: 'Lisbon',
    workplace: 'on-site',
    salary: '$28/hour',
    description: 'Keep the books of a food co-operative with 2,000 members.',
    workType: 2,
    detail: detail(
      english,
      'We need someone careful who likes tidy spreadsheets.',
      [
        'Reconcile bank accounts monthly',
        'Prepare VAT returns',
        'Work with our accountant at year end',
      ],
      'flexible days and a member discount.',
    ),
  },
  {
    title: 'Ürün Yöneticisi',
    company: 'Yolcu360',
    location: 'İstanbul',
    workplace: 'hybrid',
    salary: '₺110.000/ay',
    description: 'Araç kiralama platformumuzun rezervasyon deneyiminden sorumlu ürün yöneticisi.',
    workType: 1,
    detail: detail(
      turkish,
      'Rezervasyon adımlarını sadeleştirip dönüşümü artırmak istiyoruz.',
      [
        'Yol haritasını belirlemek',
        'A/B testleri tasarlamak',
        'Mühendislik ve tasarım ekipleriyle çalışmak',
      ],
      'hisse opsiyonu, özel sağlık sigortası ve yıllık seyahat kredisi.',
    ),
  },
  {
    title: 'Freelance Illustrator for Children’s Books',
    company: 'Little Lantern Press',
    location: null,
    workplace: 'remote',
    salary: '$4,000 per book',
    description: 'Illustrate a series of three picture books about a curious fox.',
    workType: 3,
    detail: detail(
      english,
      'Warm, playful watercolour styles are especially welcome.',
      [
        'Sketch characters and spreads',
        'Deliver print-ready files',
        'Join two review calls per book',
      ],
      'royalties on top of the fee.',
    ),
  },
  {
    title: 'Siber Güvenlik Uzmanı',
    company: 'Kalkan Savunma',
    location: 'Ankara',
    workplace: 'on-site',
    salary: '₺120.000/ay',
    description: 'Sızma testleri ve güvenlik denetimleri yapacak deneyimli uzman.',
    workType: 1,
    detail: detail(
      turkish,
      'Kritik altyapı müşterilerimizin sistemlerini korumak için ekibimizi büyütüyoruz.',
      [
        'Sızma testleri yürütmek',
        'Olay müdahale planları hazırlamak',
        'Güvenlik eğitimleri vermek',
      ],
      'sertifika desteği ve yüksek maaş.',
    ),
  },
  {
    title: 'QA Automation Engineer',
    company: 'Tickety',
    location: 'Berlin',
    workplace: 'hybrid',
    salary: '$95k-$115k per year',
    description: 'Make our event-ticketing releases safe with fast, reliable end-to-end tests.',
    workType: 1,
    detail: detail(
      english,
      'We release twice a day and want to keep it that way.',
      ['Write Playwright journeys', 'Cut flaky tests to zero', 'Coach developers on testing'],
      'free concert tickets and remote work.',
    ),
  },
  {
    title: 'Yarı Zamanlı Muhasebe Elemanı',
    company: 'Çınar İnşaat',
    location: 'Ankara',
    workplace: 'on-site',
    salary: '₺28.000/ay',
    description: 'Ankara ofisimizde haftada üç gün çalışacak muhasebe elemanı.',
    workType: 2,
    detail: detail(
      turkish,
      'Ön muhasebe süreçlerimizi düzenli yürütecek birini arıyoruz.',
      ['Fatura kesmek ve arşivlemek', 'Banka mutabakatı yapmak', 'Bordro hazırlığına destek olmak'],
      'yemek ve ulaşım desteği.',
    ),
  },
  {
    title: 'Part-time Data Labeling Specialist',
    company: 'Sightline AI',
    location: null,
    workplace: 'remote',
    salary: '$20/hour',
    description: 'Label images that teach our robots to recognise parcels.',
    workType: 2,
    detail: detail(
      english,
      'Careful eyes make better models.',
      [
        'Draw boxes around parcels',
        'Flag unclear images',
        'Suggest improvements to the labelling guide',
      ],
      'fully remote work on your own schedule.',
    ),
  },
  {
    title: 'Freelance Video Editor',
    company: 'Studio Meridian',
    location: null,
    workplace: 'remote',
    salary: '$45/hour',
    description: 'Edit short documentaries and social cut-downs for non-profit clients.',
    workType: 3,
    detail: detail(
      english,
      'Stories about people doing good work, told well.',
      [
        'Cut interviews into 3-minute films',
        'Colour-grade and mix sound',
        'Make vertical versions for social media',
      ],
      'a steady stream of projects and credit on every film.',
    ),
  },
  {
    title: 'Full Stack Geliştirici (Node.js, React)',
    company: 'Karadeniz Yazılım',
    location: 'Trabzon',
    workplace: 'hybrid',
    salary: '₺85.000/ay',
    description:
      'Trabzon veya uzaktan, e-ticaret altyapımızı uçtan uca geliştirecek ekip arkadaşı.',
    workType: 1,
    detail: detail(
      turkish,
      'Küçük ama hızlı bir ekibiz; her hafta canlıya çıkıyoruz.',
      [
        'React ile arayüz geliştirmek',
        'Node.js servisleri yazmak',
        'PostgreSQL sorgularını iyileştirmek',
      ],
      'tam uzaktan çalışma ve donanım bütçesi.',
    ),
    screeningQuestions: [
      workPermit,
      {
        id: 'reactyil',
        kind: 'number',
        label: 'Kaç yıl React deneyiminiz var?',
        required: true,
        choices: [],
        disqualifying_answer: null,
        minimum: 2,
      },
      {
        id: 'baslangic',
        kind: 'choice',
        label: 'Ne zaman başlayabilirsiniz?',
        required: false,
        choices: ['Hemen', '2 hafta içinde', '1 ay içinde', '1 aydan sonra'],
        disqualifying_answer: null,
        minimum: null,
      },
    ],
  },
];
