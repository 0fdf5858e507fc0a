import { formatBusinessHours, formatDaysOpen, type BusinessData, type CreateFullAgentResponse, type CreateVoiceCloneResponse } from '@bookline/contracts';
import { ApiError, callFunction, FunctionError, toast } from '@bookline/ui';
import { logStep, session } from '../log';
import { REQUIRED_LABELS, TEXTS } from '../texts';
import { rowsToServices, useWizard, type TextField, type WizardState } from './store';
import { defaultEmailFor, normalizeWebsite } from './website';

export const ANALYSIS_TIMEOUT_MS = 30_000;
export const REDIRECT_DELAY_MS = 500;

const get = () => useWizard.getState();

/** Required fields (spec §5) that are blank, as their labels. */
export function missingRequired(form: WizardState['form']): string[] {
  return (Object.keys(REQUIRED_LABELS) as Array<keyof typeof REQUIRED_LABELS>).filter((f) => !form[f].trim()).map((f) => REQUIRED_LABELS[f]);
}

export const userEmail = (s: WizardState) => session('userEmail') || s.form.BusinessEmail.trim() || defaultEmailFor(s.form.WebsiteAddress);

/** Step 1 → 2 (logs the website address). */
export function submitWebsite() {
  const s = get();
  const websiteAddress = normalizeWebsite(s.form.WebsiteAddress);
  void logStep(2, { websiteAddress });
  s.goTo(2);
}

let analysisRun = 0;

/**
 * Step 2: website extraction with a 30 s client time-out. Success fills the form and toasts;
 * time-out and failure toast; every outcome goes to step 3. Skip abandons the run.
 */
export async function analyzeWebsite(): Promise<void> {
  const s = get();
  if (!s.form.WebsiteAddress.trim()) {
    toast({ ...TEXTS.toasts.missingInfo, variant: 'destructive' });
    return;
  }
  const run = ++analysisRun;
  const websiteAddress = normalizeWebsite(s.form.WebsiteAddress);
  s.setBusy(true);
  try {
    const res = await callFunction('scrape-and-extract-business-data', { email: userEmail(s) || defaultEmailFor(websiteAddress), websiteAddress }, { timeoutMs: ANALYSIS_TIMEOUT_MS });
    if (run !== analysisRun) return;
    if (!res.success) throw new Error(res.error);
    // The extractor puts the services it found on businessData.Services (there is no separate list).
    const count = get().applyExtraction({ ...res.businessData, WebsiteAddress: websiteAddress }, res.businessData.Services);
    toast(TEXTS.toasts.extracted);
    void logStep(3, { method: 'extracted', fields: count });
  } catch (err) {
    if (run !== analysisRun) return;
    const timedOut = err instanceof ApiError && err.code === 'timeout';
    toast({ ...(timedOut ? TEXTS.toasts.timedOut : TEXTS.toasts.extractionFailed), variant: 'destructive', carry: true });
    void logStep(3, { method: 'manual', reason: timedOut ? 'timeout' : 'failed' });
  } finally {
    if (run === analysisRun) {
      get().setBusy(false);
      get().goTo(3);
    }
  }
}

export function skipAnalysis() {
  analysisRun++;
  get().setBusy(false);
  void logStep(3, { method: 'skipped' });
  get().goTo(3);
}

const digits = (v: string) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** The owner's mobile: empty, or 10 US digits that are not the public business line. Answers the problem or null. */
export function ownerMobileProblem(form: WizardState['form']): string | null {
  const m = digits(form.OwnerMobile);
  if (!form.OwnerMobile.trim()) return null;
  if (m.length !== 10) return TEXTS.business.ownerMobileInvalid;
  if (m === digits(form.BusinessPhoneNumber)) return TEXTS.business.ownerMobileIsBusiness;
  return null;
}

/** The owner's contacts as typed: the first problem, or null. */
export function ownerContactProblem(form: WizardState['form']): string | null {
  const errors = businessFieldErrors(form, false);
  return errors.OwnerAlertEmail ?? errors.OwnerMobile ?? null;
}

/**
 * What stops step 3, by field, in the form's order: shown next to each field once the owner has
 * tried to go on (the toast alone sits over the form on a phone and names no field). The 4-step
 * reading checks the required fields here; the 5-step one at creation.
 */
export function businessFieldErrors(form: WizardState['form'], checkRequired: boolean): Partial<Record<TextField, string>> {
  const errors: Partial<Record<TextField, string>> = {};
  if (checkRequired) {
    for (const f of Object.keys(REQUIRED_LABELS) as Array<keyof typeof REQUIRED_LABELS>) {
      if (!form[f].trim()) errors[f] = TEXTS.business.requiredError(REQUIRED_LABELS[f]);
    }
  }
  const email = form.OwnerAlertEmail.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.OwnerAlertEmail = TEXTS.business.ownerAlertEmailInvalid;
  const mobile = ownerMobileProblem(form);
  if (mobile) errors.OwnerMobile = mobile;
  return errors;
}

/** Step 3 → 4. The 4-step reading checks the required fields here. Answers whether it moved on. */
export function submitBusiness(): boolean {
  const s = get();
  const contact = ownerContactProblem(s.form);
  if (contact) {
    toast({ title: contact, variant: 'destructive' });
    return false;
  }
  if (s.reading.checkRequiredAt === 'business') {
    const missing = missingRequired(s.form);
    if (missing.length) {
      toast({ ...TEXTS.toasts.missingRequired(missing), variant: 'destructive' });
      return false;
    }
  }
  void logStep(4, { businessName: s.form.BusinessName, serviceType: s.form.ServiceType, services: s.services.length, smsConsent: s.smsConsent });
  s.goTo(4);
  return true;
}

/** Step 4: clone the recorded voice. */
export async function cloneVoice(navigate: (to: string) => void) {
  const s = get();
  const businessName = s.form.BusinessName.trim();
  if (!businessName) {
    toast({ ...TEXTS.toasts.missingName, variant: 'destructive' });
    return;
  }
  if (!s.audioBase64) return;
  s.setBusy(true);
  try {
    const res = await callFunction(
      'create-voice-clone',
      { audioData: s.audioBase64, voiceName: `${businessName} Receptionist`, businessName, agentId: 'pending' },
      { timeoutMs: 90_000 },
    );
    if (!res.success || !res.voiceId) throw new Error(res.error ?? 'no voice id');
    get().setVoiceId(res.voiceId);
    get().setVoiceSkipped(false);
    toast(TEXTS.toasts.voiceCreated);
    void logStep(5, { voiceCloneCreated: true, voiceId: res.voiceId });
    get().setBusy(false);
    afterVoice(navigate);
  } catch {
    toast({ ...TEXTS.toasts.voiceFailed, variant: 'destructive' });
    get().setBusy(false);
  }
}

/** Use Default Voice / Skip Voice. */
export function skipVoice(navigate: (to: string) => void) {
  get().setVoiceSkipped(true);
  get().setVoiceId(null);
  void logStep(6, { voiceSkipped: true });
  afterVoice(navigate);
}

function afterVoice(navigate: (to: string) => void) {
  const s = get();
  if (s.reading.afterVoice === 'create') {
    s.goTo(6);
    void createAgent(navigate);
  } else {
    s.goTo(5);
  }
}

/** Spec §7: the 4-step reading fills missing values before create-full-agent. */
export function withCreateDefaults(form: WizardState['form'], email: string): WizardState['form'] {
  const d = { ...form };
  const fill = (k: keyof typeof d, v: string) => {
    if (!d[k].trim()) d[k] = v;
  };
  fill('BusinessName', 'My Business');
  fill('BusinessPhoneNumber', '(555) 000-0000');
  fill('BusinessEmail', email);
  fill('TimeZone', 'America/New_York');
  fill('ServiceType', 'Fixed Location');
  fill('BusinessAddressStreet', '123 Main Street');
  return d;
}

/** The businessData create-full-agent takes, hours text included. */
export function businessDataOf(s: WizardState, form = s.form): BusinessData {
  const miles = Number(form.ServiceRangeMiles);
  return {
    ...form,
    ServiceRangeMiles: form.ServiceType === 'Travel to Customer' && form.ServiceRangeMiles.trim() && Number.isFinite(miles) ? miles : undefined,
    WebsiteAddress: form.WebsiteAddress ? normalizeWebsite(form.WebsiteAddress) : '',
    BusinessHours: formatBusinessHours(s.week),
    DaysOpen: formatDaysOpen(s.week),
    WeeklySchedule: s.week,
    ...(s.voiceId ? { customVoiceId: s.voiceId } : {}),
  };
}

/** Creates the agent and goes to its demo page after 0.5 s, scrolled to top. */
export async function createAgent(navigate: (to: string) => void) {
  const s = get();
  if (s.reading.checkRequiredAt === 'create') {
    const missing = missingRequired(s.form);
    if (missing.length) {
      toast({ ...TEXTS.toasts.missingRequired(missing), variant: 'destructive' });
      return;
    }
  }
  const email = userEmail(s);
  const form = s.reading.defaultsBeforeCreate ? withCreateDefaults(s.form, email) : s.form;
  s.setBusy(true);
  void logStep(6, { creatingAgent: true, customVoice: Boolean(s.voiceId) });
  try {
    const res = await callFunction(
      'create-full-agent',
      {
        email: /\S+@\S+\.\S+/.test(email) ? email : '',
        businessData: businessDataOf(s, form),
        // The spec's consent record (protocols.md §1): what was agreed, when, and where.
        smsConsent: { consent: s.smsConsent, date: s.smsConsent ? new Date().toISOString() : null, source: 'website sign up form' },
        services: rowsToServices(s.services),
      },
      { timeoutMs: 30_000 },
    );
    if (!res.success || !res.agentId) throw new Error(res.error ?? 'no agent id');
    const agentId = res.agentId;
    try {
      sessionStorage.setItem('currentAgentId', agentId);
    } catch {
      /* private mode */
    }
    void logStep(99, { completed: true, agentId }, { agentId });
    setTimeout(() => {
      navigate(`/demo/agent/${agentId}`);
      window.scrollTo(0, 0);
    }, REDIRECT_DELAY_MS);
  } catch (err) {
    // A refused owner mobile (e.g. a number that forwards to us) says why; anything else the spec's toast.
    const mobile = err instanceof FunctionError && err.status === 400 && /OwnerMobile: (.*)$/.exec(err.message)?.[1];
    toast(mobile ? { title: mobile, variant: 'destructive', carry: true } : { ...TEXTS.toasts.agentFailed, variant: 'destructive', carry: true });
    get().setBusy(false);
    if (mobile) get().goTo(3);
    else if (get().step === 6) get().goTo(4);
  }
}
