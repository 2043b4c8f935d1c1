import { useQuery } from '@tanstack/react-query';
import { type ClientConfig, loadClientConfig } from './api-client';

/** The support phone and WhatsApp number shown on many screens; undefined until (or unless) loaded. */
export function useClientConfig(): ClientConfig | undefined {
  const { data } = useQuery({
    queryKey: ['client-config'],
    queryFn: loadClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data;
}
