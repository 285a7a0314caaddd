export { LeagueCodec, LeagueListCodec, SportCodec, SportListCodec } from './sports.codec';
export { sportsHttpCalls } from './sports.http';
