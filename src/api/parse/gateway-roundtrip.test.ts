// The gateway round trip, first half of the cases (the other half: gateway-roundtrip-2.test.ts).
import { roundTripHalf } from './gateway-roundtrip-cases';

roundTripHalf(0);
