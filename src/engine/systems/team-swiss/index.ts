export {
  pairTeamSwiss,
  TeamPairingImpossibleError,
  type TeamRoundPairing,
  type TeamMatchPairing,
  type TeamBracketLog,
} from './pair-team-swiss';
export { colourPreference, type ColourPreference } from './colour-preference';
export { identifierOf } from './bracket';
export { setsOfProfile, profiles } from './upfloaters';
