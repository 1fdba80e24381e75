/**
 * The demo's player list: 40 made-up players (no real people) with FIDE-like titles, ratings and federations.
 * FIDE IDs are in a range no real player has (9xx...), birth dates are invented.
 */
export interface DemoPlayer {
  readonly title: string;
  readonly name: string;
  readonly federation: string;
  readonly fideId: string;
  readonly rating: number;
  readonly nationalRating?: number;
  readonly birth: string;
  readonly sex: 'm' | 'w';
  readonly club?: string;
}

export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  { title: 'GM', name: 'Varga, Levente', federation: 'HUN', fideId: '990001001', rating: 2561, birth: '1991/03/14', sex: 'm', club: 'Duna SE' },
  { title: 'GM', name: 'Karaoğlu, Emre', federation: 'TUR', fideId: '990001002', rating: 2534, nationalRating: 2541, birth: '1994/07/02', sex: 'm', club: 'Ankara Satranç Kulübü' },
  { title: 'IM', name: 'Rostami, Arash', federation: 'IRI', fideId: '990001003', rating: 2479, birth: '2001/11/21', sex: 'm' },
  { title: 'GM', name: 'Lindqvist, Johan', federation: 'SWE', fideId: '990001004', rating: 2466, birth: '1986/01/30', sex: 'm', club: 'SK Rockaden' },
  { title: 'IM', name: 'Moreau, Camille', federation: 'FRA', fideId: '990001005', rating: 2431, birth: '1998/05/09', sex: 'w' },
  { title: 'WGM', name: 'Yıldırım, Zeynep', federation: 'TUR', fideId: '990001006', rating: 2398, nationalRating: 2405, birth: '2003/09/17', sex: 'w', club: 'İzmir Gençlik' },
  { title: 'IM', name: 'Okafor, Chidi', federation: 'NGR', fideId: '990001007', rating: 2387, birth: '1996/02/25', sex: 'm' },
  { title: 'FM', name: 'Herrera, Mateo', federation: 'ESP', fideId: '990001008', rating: 2352, birth: '2005/12/03', sex: 'm', club: 'CA Valencia' },
  { title: 'IM', name: 'Schreiber, Till', federation: 'GER', fideId: '990001009', rating: 2344, birth: '1989/04/11', sex: 'm', club: 'SV Nordheim' },
  { title: 'WIM', name: 'Tehrani, Niloufar', federation: 'IRI', fideId: '990001010', rating: 2291, birth: '2004/06/28', sex: 'w' },
  { title: 'FM', name: 'Demir, Kaan', federation: 'TUR', fideId: '990001011', rating: 2288, nationalRating: 2300, birth: '2007/08/19', sex: 'm', club: 'Bursa SK' },
  { title: 'FM', name: 'Novak, Petr', federation: 'CZE', fideId: '990001012', rating: 2273, birth: '1979/10/05', sex: 'm' },
  { title: 'WFM', name: 'Iyer, Ananya', federation: 'IND', fideId: '990001013', rating: 2240, birth: '2008/01/14', sex: 'w' },
  { title: 'FM', name: 'van Dijk, Sander', federation: 'NED', fideId: '990001014', rating: 2231, birth: '1993/03/22', sex: 'm', club: 'SV Lelystad' },
  { title: 'CM', name: 'Farahani, Kian', federation: 'IRI', fideId: '990001015', rating: 2205, birth: '2006/07/07', sex: 'm' },
  { title: 'WIM', name: 'Kowalska, Marta', federation: 'POL', fideId: '990001016', rating: 2198, birth: '2000/12/12', sex: 'w' },
  { title: '', name: 'Aksoy, Burak', federation: 'TUR', fideId: '990001017', rating: 2176, nationalRating: 2190, birth: '1985/05/31', sex: 'm', club: 'Ankara Satranç Kulübü' },
  { title: 'CM', name: 'Rossi, Davide', federation: 'ITA', fideId: '990001018', rating: 2163, birth: '1999/09/09', sex: 'm' },
  { title: 'FM', name: 'Haddad, Karim', federation: 'LBN', fideId: '990001019', rating: 2150, birth: '1992/02/02', sex: 'm' },
  { title: 'WFM', name: 'Şahin, Elif', federation: 'TUR', fideId: '990001020', rating: 2128, nationalRating: 2135, birth: '2009/04/23', sex: 'w', club: 'İzmir Gençlik' },
  { title: '', name: 'Becker, Jonas', federation: 'GER', fideId: '990001021', rating: 2104, birth: '2002/11/15', sex: 'm', club: 'SV Nordheim' },
  { title: 'CM', name: 'Mahmoudi, Sina', federation: 'IRI', fideId: '990001022', rating: 2089, birth: '2010/03/03', sex: 'm' },
  { title: '', name: 'Costa, Inês', federation: 'POR', fideId: '990001023', rating: 2061, birth: '1997/08/08', sex: 'w' },
  { title: '', name: 'Petrov, Dmitar', federation: 'BUL', fideId: '990001024', rating: 2047, birth: '1975/06/16', sex: 'm' },
  { title: 'WCM', name: 'Arslan, Defne', federation: 'TUR', fideId: '990001025', rating: 2012, nationalRating: 2030, birth: '2011/10/27', sex: 'w', club: 'Bursa SK' },
  { title: '', name: 'Nguyen, Minh Anh', federation: 'VIE', fideId: '990001026', rating: 1994, birth: '2006/01/19', sex: 'w' },
  { title: '', name: 'Jansen, Pieter', federation: 'NED', fideId: '990001027', rating: 1978, birth: '1968/12/24', sex: 'm', club: 'SV Lelystad' },
  { title: '', name: 'Ghorbani, Parsa', federation: 'IRI', fideId: '990001028', rating: 1956, birth: '2012/05/05', sex: 'm' },
  { title: '', name: 'Kaya, Mert', federation: 'TUR', fideId: '990001029', rating: 1931, nationalRating: 1962, birth: '2004/02/14', sex: 'm' },
  { title: '', name: 'Fischer, Lena', federation: 'AUT', fideId: '990001030', rating: 1907, birth: '2001/07/30', sex: 'w' },
  { title: '', name: 'Öztürk, Selin', federation: 'TUR', fideId: '990001031', rating: 1885, nationalRating: 1901, birth: '2013/09/01', sex: 'w', club: 'Ankara Satranç Kulübü' },
  { title: '', name: 'Morales, Diego', federation: 'MEX', fideId: '990001032', rating: 1862, birth: '1990/10/10', sex: 'm' },
  { title: '', name: 'Sadeghi, Hasti', federation: 'IRI', fideId: '990001033', rating: 1838, birth: '2012/11/11', sex: 'w' },
  { title: '', name: 'Horvat, Luka', federation: 'CRO', fideId: '990001034', rating: 1815, birth: '2008/08/18', sex: 'm' },
  { title: '', name: 'Çelik, Ahmet', federation: 'TUR', fideId: '990001035', rating: 1790, nationalRating: 1822, birth: '1972/03/29', sex: 'm', club: 'Bursa SK' },
  { title: '', name: 'Andersen, Freja', federation: 'DEN', fideId: '990001036', rating: 1764, birth: '2010/06/06', sex: 'w' },
  { title: '', name: 'Bauer, Felix', federation: 'GER', fideId: '990001037', rating: 1731, birth: '2014/04/04', sex: 'm', club: 'SV Nordheim' },
  { title: '', name: 'Yılmaz, Ayşe', federation: 'TUR', fideId: '990001038', rating: 1702, nationalRating: 1745, birth: '2012/12/01', sex: 'w', club: 'İzmir Gençlik' },
  { title: '', name: 'Karimi, Reza', federation: 'IRI', fideId: '990001039', rating: 1677, birth: '1988/01/01', sex: 'm' },
  { title: '', name: 'Dubois, Hugo', federation: 'FRA', fideId: '990001040', rating: 1650, birth: '2015/02/20', sex: 'm' },
];
