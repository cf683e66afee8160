import type { GateAnswerRequest } from '@bolajon/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveGrownUpPass } from '../../../lib/grown-up';

/** POST /family/gate: the typed product or the PIN; a pass, or 400 GATE_WRONG / 429 GATE_LOCKED. */
export function passGate(body: GateAnswerRequest) {
  return apiClient.post('/family/gate', body, (c) => c.gatePassSchema);
}

/** Passing keeps the pass (lib/grown-up.ts) for the calls that need it. */
export function usePassGate() {
  return useMutation({
    mutationFn: passGate,
    onSuccess: (pass) => saveGrownUpPass(pass),
  });
}
