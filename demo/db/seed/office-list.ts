/**
 * The demo's offices: region → country (with its dialling code) → cities with their real
 * coordinates, in the CMS's order. North America lists Canada before the United States on purpose:
 * the widgets move the United States to the front (D§9), and the demo shows that they do.
 */
export type CityRow = readonly [name: string, latitude: number, longitude: number];

export interface CountryRow {
  name: string;
  dial: string;
  cities: readonly CityRow[];
}

export const OFFICE_LIST: Readonly<Record<string, readonly CountryRow[]>> = {
  'North America': [
    { name: 'Canada', dial: '1', cities: [['Calgary', 51.0447, -114.0719], ['Montreal', 45.5019, -73.5674], ['Ottawa', 45.4215, -75.6972], ['Toronto', 43.6532, -79.3832], ['Vancouver', 49.2827, -123.1207]] },
    {
      name: 'United States', dial: '1', cities: [
        ['Atlanta', 33.749, -84.388], ['Boston', 42.3601, -71.0589], ['Charlotte', 35.2271, -80.8431], ['Chicago', 41.8781, -87.6298],
        ['Cleveland', 41.4993, -81.6944], ['Dallas', 32.7767, -96.797], ['Denver', 39.7392, -104.9903], ['Detroit', 42.3314, -83.0458],
        ['Houston', 29.7604, -95.3698], ['Los Angeles', 34.0522, -118.2437], ['Miami', 25.7617, -80.1918], ['Minneapolis', 44.9778, -93.265],
        ['New Jersey', 40.7157, -74.3646], ['New York', 40.7128, -74.006], ['Philadelphia', 39.9526, -75.1652], ['Pittsburgh', 40.4406, -79.9959],
        ['San Francisco', 37.7749, -122.4194], ['Seattle', 47.6062, -122.3321], ['Silicon Valley', 37.4419, -122.143], ['Stamford', 41.0534, -73.5387],
        ['Washington DC', 38.9072, -77.0369],
      ],
    },
  ],
  'Latin America': [
    { name: 'Argentina', dial: '54', cities: [['Buenos Aires', -34.6037, -58.3816]] },
    { name: 'Brazil', dial: '55', cities: [['São Paulo', -23.5505, -46.6333], ['Rio de Janeiro', -22.9068, -43.1729]] },
    { name: 'Chile', dial: '56', cities: [['Santiago', -33.4489, -70.6693]] },
    { name: 'Colombia', dial: '57', cities: [['Bogotá', 4.711, -74.0721]] },
    { name: 'Costa Rica', dial: '506', cities: [['San José', 9.9281, -84.0907]] },
    { name: 'Dominican Republic', dial: '1', cities: [['Santo Domingo', 18.4861, -69.9312]] },
    { name: 'Mexico', dial: '52', cities: [['Mexico City', 19.4326, -99.1332], ['Monterrey', 25.6866, -100.3161]] },
    { name: 'Panama', dial: '507', cities: [['Panama City', 8.9824, -79.5199]] },
    { name: 'Peru', dial: '51', cities: [['Lima', -12.0464, -77.0428]] },
  ],
  Europe: [
    { name: 'Austria', dial: '43', cities: [['Vienna', 48.2082, 16.3738]] },
    { name: 'Belgium', dial: '32', cities: [['Brussels', 50.8503, 4.3517], ['Antwerp', 51.2194, 4.4025]] },
    { name: 'Bulgaria', dial: '359', cities: [['Sofia', 42.6977, 23.3219]] },
    { name: 'Croatia', dial: '385', cities: [['Zagreb', 45.815, 15.9819]] },
    { name: 'Cyprus', dial: '357', cities: [['Nicosia', 35.1856, 33.3823]] },
    { name: 'Czech Republic', dial: '420', cities: [['Prague', 50.0755, 14.4378]] },
    { name: 'Denmark', dial: '45', cities: [['Copenhagen', 55.6761, 12.5683]] },
    { name: 'Finland', dial: '358', cities: [['Helsinki', 60.1699, 24.9384]] },
    { name: 'France', dial: '33', cities: [['Paris', 48.8566, 2.3522], ['Lyon', 45.764, 4.8357]] },
    {
      name: 'Germany', dial: '49', cities: [
        ['Berlin', 52.52, 13.405], ['Cologne', 50.9375, 6.9603], ['Düsseldorf', 51.2277, 6.7735], ['Frankfurt', 50.1109, 8.6821],
        ['Hamburg', 53.5511, 9.9937], ['Munich', 48.1351, 11.582], ['Stuttgart', 48.7758, 9.1829],
      ],
    },
    { name: 'Greece', dial: '30', cities: [['Athens', 37.9838, 23.7275]] },
    { name: 'Hungary', dial: '36', cities: [['Budapest', 47.4979, 19.0402]] },
    { name: 'Ireland', dial: '353', cities: [['Dublin', 53.3498, -6.2603]] },
    { name: 'Italy', dial: '39', cities: [['Milan', 45.4642, 9.19], ['Rome', 41.9028, 12.4964]] },
    { name: 'Luxembourg', dial: '352', cities: [['Luxembourg', 49.6116, 6.1319]] },
    { name: 'Netherlands', dial: '31', cities: [['Amsterdam', 52.3676, 4.9041]] },
    { name: 'Norway', dial: '47', cities: [['Oslo', 59.9139, 10.7522]] },
    { name: 'Poland', dial: '48', cities: [['Warsaw', 52.2297, 21.0122], ['Wrocław', 51.1079, 17.0385]] },
    { name: 'Portugal', dial: '351', cities: [['Lisbon', 38.7223, -9.1393]] },
    { name: 'Romania', dial: '40', cities: [['Bucharest', 44.4268, 26.1025]] },
    { name: 'Serbia', dial: '381', cities: [['Belgrade', 44.7866, 20.4489]] },
    { name: 'Slovakia', dial: '421', cities: [['Bratislava', 48.1486, 17.1077]] },
    { name: 'Spain', dial: '34', cities: [['Madrid', 40.4168, -3.7038], ['Barcelona', 41.3851, 2.1734]] },
    { name: 'Sweden', dial: '46', cities: [['Stockholm', 59.3293, 18.0686], ['Gothenburg', 57.7089, 11.9746]] },
    { name: 'Switzerland', dial: '41', cities: [['Zurich', 47.3769, 8.5417], ['Geneva', 46.2044, 6.1432]] },
    { name: 'Türkiye', dial: '90', cities: [['Istanbul', 41.0082, 28.9784]] },
    { name: 'Ukraine', dial: '380', cities: [['Kyiv', 50.4501, 30.5234]] },
    { name: 'United Kingdom', dial: '44', cities: [['London', 51.5074, -0.1278], ['Manchester', 53.4808, -2.2426], ['Edinburgh', 55.9533, -3.1883]] },
  ],
  'Middle East': [
    { name: 'Bahrain', dial: '973', cities: [['Manama', 26.2285, 50.586]] },
    { name: 'Egypt', dial: '20', cities: [['Cairo', 30.0444, 31.2357]] },
    { name: 'Israel', dial: '972', cities: [['Tel Aviv', 32.0853, 34.7818]] },
    { name: 'Jordan', dial: '962', cities: [['Amman', 31.9454, 35.9284]] },
    { name: 'Kuwait', dial: '965', cities: [['Kuwait City', 29.3759, 47.9774]] },
    { name: 'Lebanon', dial: '961', cities: [['Beirut', 33.8938, 35.5018]] },
    { name: 'Oman', dial: '968', cities: [['Muscat', 23.588, 58.3829]] },
    { name: 'Qatar', dial: '974', cities: [['Doha', 25.2854, 51.531]] },
    { name: 'Saudi Arabia', dial: '966', cities: [['Riyadh', 24.7136, 46.6753], ['Jeddah', 21.4858, 39.1925], ['Al Khobar', 26.2172, 50.1971]] },
    { name: 'United Arab Emirates', dial: '971', cities: [['Dubai', 25.2048, 55.2708], ['Abu Dhabi', 24.4539, 54.3773]] },
  ],
  Africa: [
    { name: 'Angola', dial: '244', cities: [['Luanda', -8.839, 13.2894]] },
    { name: "Côte d'Ivoire", dial: '225', cities: [['Abidjan', 5.36, -4.0083]] },
    { name: 'Ethiopia', dial: '251', cities: [['Addis Ababa', 9.03, 38.74]] },
    { name: 'Ghana', dial: '233', cities: [['Accra', 5.6037, -0.187]] },
    { name: 'Kenya', dial: '254', cities: [['Nairobi', -1.2921, 36.8219]] },
    { name: 'Morocco', dial: '212', cities: [['Casablanca', 33.5731, -7.5898]] },
    { name: 'Nigeria', dial: '234', cities: [['Lagos', 6.5244, 3.3792], ['Abuja', 9.0765, 7.3986]] },
    { name: 'Senegal', dial: '221', cities: [['Dakar', 14.7167, -17.4677]] },
    { name: 'South Africa', dial: '27', cities: [['Johannesburg', -26.2041, 28.0473], ['Cape Town', -33.9249, 18.4241]] },
    { name: 'Tanzania', dial: '255', cities: [['Dar es Salaam', -6.7924, 39.2083]] },
  ],
  Asia: [
    { name: 'Bangladesh', dial: '880', cities: [['Dhaka', 23.8103, 90.4125]] },
    { name: 'China', dial: '86', cities: [['Beijing', 39.9042, 116.4074], ['Shanghai', 31.2304, 121.4737], ['Shenzhen', 22.5431, 114.0579]] },
    { name: 'Hong Kong SAR', dial: '852', cities: [['Hong Kong', 22.3193, 114.1694]] },
    {
      name: 'India', dial: '91', cities: [
        ['Mumbai', 19.076, 72.8777], ['New Delhi', 28.6139, 77.209], ['Gurugram', 28.4595, 77.0266], ['Bengaluru', 12.9716, 77.5946],
        ['Chennai', 13.0827, 80.2707], ['Kolkata', 22.5726, 88.3639], ['Hyderabad', 17.385, 78.4867], ['Pune', 18.5204, 73.8567],
      ],
    },
    { name: 'Indonesia', dial: '62', cities: [['Jakarta', -6.2088, 106.8456]] },
    { name: 'Japan', dial: '81', cities: [['Tokyo', 35.6762, 139.6503], ['Osaka', 34.6937, 135.5023]] },
    { name: 'Kazakhstan', dial: '7', cities: [['Almaty', 43.222, 76.8512]] },
    { name: 'Malaysia', dial: '60', cities: [['Kuala Lumpur', 3.139, 101.6869]] },
    { name: 'Pakistan', dial: '92', cities: [['Karachi', 24.8607, 67.0011]] },
    { name: 'Philippines', dial: '63', cities: [['Manila', 14.5995, 120.9842]] },
    { name: 'Singapore', dial: '65', cities: [['Singapore', 1.3521, 103.8198]] },
    { name: 'South Korea', dial: '82', cities: [['Seoul', 37.5665, 126.978]] },
    { name: 'Sri Lanka', dial: '94', cities: [['Colombo', 6.9271, 79.8612]] },
    { name: 'Taiwan', dial: '886', cities: [['Taipei', 25.033, 121.5654]] },
    { name: 'Thailand', dial: '66', cities: [['Bangkok', 13.7563, 100.5018]] },
    { name: 'Vietnam', dial: '84', cities: [['Hanoi', 21.0278, 105.8342], ['Ho Chi Minh City', 10.8231, 106.6297]] },
  ],
  'Australia and New Zealand': [
    { name: 'Australia', dial: '61', cities: [['Sydney', -33.8688, 151.2093], ['Melbourne', -37.8136, 144.9631], ['Brisbane', -27.4698, 153.0251], ['Perth', -31.9505, 115.8605], ['Canberra', -35.2809, 149.13]] },
    { name: 'New Zealand', dial: '64', cities: [['Auckland', -36.8485, 174.7633], ['Wellington', -41.2865, 174.7762]] },
  ],
};

/**
 * Satellite offices the locations page does not list (D§3 hideFromLocations); the map still
 * shows them. Named here so the tests can tell them.
 */
export const HIDDEN_FROM_LOCATIONS: readonly string[] = ['Canberra', 'Wrocław', 'Al Khobar'];
