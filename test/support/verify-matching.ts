/**
 * Imported first by the Dutch and oracle tests: every solve of the blossom solver is checked against its dual
 * certificate (BlossomSolver.verifyOptimum), in this process and in the command-line processes the tests start.
 */
import { setOptimalityVerification } from '../../src/engine/matching/blossom';

process.env.ARBITER_VERIFY_MATCHING = '1';
setOptimalityVerification(true);
