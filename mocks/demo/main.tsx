// The demo's entry point: the only code that reads the sandbox (engineering guide §2.9).
// The mock backend and the sandbox panel arrive with the mock issue; until then the demo
// is the production app served offline.
import { bootstrap } from '@/app/bootstrap';

bootstrap();
