import { data, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { socialProviderIdSchema } from '@/api/schemas/social';
import { parseFinalizeToken } from './finalizeLink';
import { SocialFinalizePage } from './SocialFinalizePage';
import { SocialStatusPage } from './SocialStatusPage';

/** The steps of /auth/social/{step} (spec §2); any other is the 404 screen. */
const STEPS = { status: SocialStatusPage, finalize: SocialFinalizePage } as const;
type Step = keyof typeof STEPS;
const isStep = (step: string | undefined): step is Step => step !== undefined && Object.hasOwn(STEPS, step);

/** Whether the address is one the step can use: a known provider (status), an API finalize link (finalize). */
function usable(step: Step, search: URLSearchParams): boolean {
  if (step === 'status') return socialProviderIdSchema.safeParse(search.get('provider')).success;
  return parseFinalizeToken(search.get('token'), search.get('provider')) !== null;
}

/**
 * An unknown step is no page: the route's boundary shows the 404 screen. An address the step cannot use
 * (spec §2: another provider, a token off the API host) goes home before anything renders.
 */
export function socialStepLoader({ params, request }: LoaderFunctionArgs) {
  if (!isStep(params.step)) throw data(null, { status: 404 });
  if (!usable(params.step, new URL(request.url).searchParams)) throw redirect('/');
  return null;
}

/** The page of /auth/social/status or /auth/social/finalize: where a provider's tab goes after consent. */
export function SocialPage() {
  const { step } = useParams();
  if (!isStep(step)) return null;
  const Step = STEPS[step];
  return <Step />;
}
