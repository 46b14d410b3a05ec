// The gateway round trip, second half of the cases (the first half: gateway-roundtrip.test.ts).
import { roundTripHalf } from './gateway-roundtrip-cases';

roundTripHalf(1);
