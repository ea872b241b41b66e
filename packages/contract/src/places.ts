/**
 * Where a job is: its city (`location`, free text) and the city's country, and for remote work the
 * countries its applicants must live in. Countries are ISO 3166-1 alpha-2 codes; a reader sees
 * their names in their own language from `Intl.DisplayNames`, so no names are shipped.
 */

/** Every officially assigned ISO 3166-1 alpha-2 code. */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
  'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
  'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && countryCodes.includes(value);
}

/**
 * The countries a remote job's applicants may live in, as the API takes them: codes joined by
 * commas ('TR,DE'), empty for anywhere. Undefined when any part is no code.
 */
export function readCountryList(value: string | null | undefined): string[] | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return [];
  const codes = text.split(',').map((code) => code.trim().toUpperCase());
  return codes.every(isCountryCode) ? [...new Set(codes)] : undefined;
}

/**
 * The cities the forms suggest as a poster types, each with its country: Türkiye's 81 provinces,
 * then the world's large cities where our members hire, by the names postings give them (the
 * Turkish name too where it differs: Londra, Münih). A city not here is typed in freely.
 */
export const knownCities: readonly (readonly [city: string, country: string])[] = [
  ...(
    'Adana Adıyaman Afyonkarahisar Ağrı Aksaray Amasya Ankara Antalya Ardahan Artvin Aydın ' +
    'Balıkesir Bartın Batman Bayburt Bilecik Bingöl Bitlis Bolu Burdur Bursa Çanakkale Çankırı ' +
    'Çorum Denizli Diyarbakır Düzce Edirne Elazığ Erzincan Erzurum Eskişehir Gaziantep Giresun ' +
    'Gümüşhane Hakkari Hatay Iğdır Isparta İstanbul İzmir Kahramanmaraş Karabük Karaman Kars ' +
    'Kastamonu Kayseri Kilis Kırıkkale Kırklareli Kırşehir Kocaeli Konya Kütahya Malatya Manisa ' +
    'Mardin Mersin Muğla Muş Nevşehir Niğde Ordu Osmaniye Rize Sakarya Samsun Şanlıurfa Siirt ' +
    'Sinop Şırnak Sivas Tekirdağ Tokat Trabzon Tunceli Uşak Van Yalova Yozgat Zonguldak'
  )
    .split(' ')
    .map((province) => [province, 'TR'] as const),
  ...Object.entries({
    DE: 'Berlin|Hamburg|München|Munich|Münih|Köln|Cologne|Frankfurt|Stuttgart|Düsseldorf',
    GB: 'London|Londra|Manchester|Birmingham|Edinburgh',
    NL: 'Amsterdam|Rotterdam|Eindhoven|Lahey|The Hague',
    FR: 'Paris|Lyon',
    ES: 'Madrid|Barcelona',
    IT: 'Roma|Rome|Milano|Milan',
    PT: 'Lisbon|Lizbon|Porto',
    IE: 'Dublin',
    BE: 'Brussels|Brüksel',
    AT: 'Vienna|Viyana',
    CH: 'Zürich|Zürih|Geneva|Cenevre',
    SE: 'Stockholm',
    DK: 'Copenhagen|Kopenhag',
    NO: 'Oslo',
    FI: 'Helsinki',
    PL: 'Warsaw|Varşova|Kraków',
    CZ: 'Prague|Prag',
    HU: 'Budapest',
    RO: 'Bucharest|Bükreş',
    BG: 'Sofia|Sofya',
    GR: 'Athens|Atina',
    EE: 'Tallinn',
    UA: 'Kyiv|Kiev',
    RU: 'Moscow|Moskova',
    AZ: 'Baku',
    GE: 'Tbilisi|Tiflis',
    US: 'New York|San Francisco|Los Angeles|Seattle|Chicago|Boston|Austin',
    CA: 'Toronto|Vancouver|Montreal',
    MX: 'Mexico City',
    BR: 'São Paulo',
    AR: 'Buenos Aires',
    AE: 'Dubai|Abu Dhabi',
    SA: 'Riyadh|Riyad',
    QA: 'Doha',
    IL: 'Tel Aviv',
    EG: 'Cairo|Kahire',
    IN: 'Bengaluru|Bangalore|Mumbai|Delhi',
    SG: 'Singapore|Singapur',
    JP: 'Tokyo',
    CN: 'Shanghai|Beijing',
    HK: 'Hong Kong',
    KR: 'Seoul',
    AU: 'Sydney|Melbourne',
    ZA: 'Cape Town',
    KE: 'Nairobi',
    NG: 'Lagos',
  }).flatMap(([country, cities]) => cities.split('|').map((city) => [city, country] as const)),
];

/** A city's name as a search compares it: Turkish i's as one, accents and case set aside. */
export function foldCity(city: string): string {
  return city.trim().replace(/[İIı]/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The country of a city the forms suggest ('istanbul' is İstanbul's), if it is one. */
export function countryOfCity(city: string | null | undefined): string | undefined {
  if (!city) return undefined;
  const folded = foldCity(city);
  return knownCities.find(([known]) => foldCity(known) === folded)?.[1];
}
