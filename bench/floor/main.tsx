// The benchmark's floor app (bench/README.md): the app's stack and nothing else — the same installed
// react, react-dom, react-router, @tanstack/react-query and styled-components, put together the way the
// app does it (a browser router, a query client, one styled component), rendering one heading from one
// query to the same HTTP mock API. What it costs is what this stack cannot go below; the benchmark
// reports every figure of the app also as a ratio to it. Keep it minimal: adding to it lowers the ratios.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import styled from 'styled-components';

/** The HTTP mock API of the benchmark (scripts/bench/run.mjs sets it at build time). */
const apiUrl: string = import.meta.env.VITE_FLOOR_API_URL ?? 'http://localhost:8797';

type Provider = { provider: string; title: string };
type Envelope<T> = { status: { success: boolean; code: number; message: string }; data: T };

/** One small public GET (the social login providers), through the API's envelope (docs/api.md). */
async function fetchProviders(): Promise<Provider[]> {
  const response = await fetch(`${apiUrl}/v1/public/user/auth/social/providers`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json()) as Envelope<Provider[]>;
  if (!response.ok || !body.status.success) throw new Error(body.status.message);
  return body.data;
}

const Heading = styled.h1`
  margin: 2rem 1rem;
  font: 700 2rem/1.2 system-ui, sans-serif;
  color: #0b0d1a;
`;

function FloorPage() {
  const { data, isError } = useQuery({ queryKey: ['providers'], queryFn: fetchProviders });
  const text = data ? `Sign in with ${data.map((p) => p.title).join(' or ')}` : isError ? 'Could not load' : 'Loading';
  return <Heading>{text}</Heading>;
}

const router = createBrowserRouter([{ path: '/', element: <FloorPage /> }]);
const queryClient = new QueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The floor app needs #root.');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
