// The cities the job form suggests (its own chunk, loaded with the form), and a city's country.
import { words } from './countries';
import { foldText } from './fold';

/**
 * The cities the forms suggest as a poster types, each with its country: Türkiye's 81 provinces,
 * then the world's large cities where our members hire, by the names postings give them (the
 * Turkish name too where it differs: Londra, Münih). A city not here is typed in freely.
 */
export const knownCities: readonly KnownCity[] = listKnownCities();

type KnownCity = readonly [city: string, country: string];

function listKnownCities(): KnownCity[] {
  return [
    ...words(
      'Adana Adıyaman Afyonkarahisar Ağrı Aksaray Amasya Ankara Antalya Ardahan Artvin Aydın ' +
        'Balıkesir Bartın Batman Bayburt Bilecik Bingöl Bitlis Bolu Burdur Bursa Çanakkale Çankırı ' +
        'Çorum Denizli Diyarbakır Düzce Edirne Elazığ Erzincan Erzurum Eskişehir Gaziantep Giresun ' +
        'Gümüşhane Hakkari Hatay Iğdır Isparta İstanbul İzmir Kahramanmaraş Karabük Karaman Kars ' +
        'Kastamonu Kayseri Kilis Kırıkkale Kırklareli Kırşehir Kocaeli Konya Kütahya Malatya Manisa ' +
        'Mardin Mersin Muğla Muş Nevşehir Niğde Ordu Osmaniye Rize Sakarya Samsun Şanlıurfa Siirt ' +
        'Sinop Şırnak Sivas Tekirdağ Tokat Trabzon Tunceli Uşak Van Yalova Yozgat Zonguldak',
    ).map((province) => [province, 'TR'] as const),
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
}

/** The country of a city the forms suggest ('istanbul' is İstanbul's), if it is one. */
export function countryOfCity(city: string | null | undefined): string | undefined {
  if (!city) return undefined;
  const folded = foldText(city.trim());
  return knownCities.find(([known]) => foldText(known) === folded)?.[1];
}
