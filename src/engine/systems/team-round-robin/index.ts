export { teamRoundRobinSchedule, pairTeamRoundRobin, boardColour } from './schedule';
