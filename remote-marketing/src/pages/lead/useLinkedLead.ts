import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from '@dis/shared';

/** `/marketing/lead?leadId=N`: the console home links each of its latest requests this way. */
export const LINKED_LEAD_PARAM = 'leadId';

/** The request a URL query names, if it names one. */
export function linkedLeadId(params: URLSearchParams): number | undefined {
  const text = params.get(LINKED_LEAD_PARAM)?.trim();
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  const leadId = Number(text);
  return leadId >= 1 ? leadId : undefined;
}

/**
 * Opens the request named by `?leadId=N` once, then takes the parameter out of the address
 * (replacing the history entry), so a refresh or a return to the tab does not open it again.
 */
export function useLinkedLead(open: (leadId: number) => void): void {
  const [params, setParams] = useSearchParams();
  const leadId = linkedLeadId(params);
  const openLead = useEffectEvent(open);
  useEffect(() => {
    if (leadId === undefined) return;
    openLead(leadId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LINKED_LEAD_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [leadId, setParams]);
}
