import { useId, useState, type ReactNode } from 'react';
import {
  formatUsd,
  MAIN_ROI_DEFAULTS,
  mainRoi,
  parseCost,
  parseDuration,
  parseHourClamped,
  parseHourUnclamped,
  planRoi,
  PLUMBING_ROI_DEFAULTS,
  plumbingRoi,
  SLIDERS,
  type MainRoiInput,
  type Meridiem,
  type PlumbingRoiInput,
  type SliderRange,
} from '@bookline/contracts';
import { Field } from '@bookline/ui';
import { TEXTS } from '../texts';

const fmt1 = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 1 });
const fmt0 = (x: number) => Math.round(x).toLocaleString('en-US');

function NumberInput({ label, value, onChange, min = 1, prefix }: { label: string; value: number; onChange: (raw: string) => void; min?: number; prefix?: string }) {
  return (
    <Field label={prefix ? `${label} (${prefix})` : label}>
      {(ids) => <input {...ids} type="number" inputMode="decimal" min={min} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

function Slider({ label, value, range, onChange, suffix = '' }: { label: string; value: number; range: SliderRange; onChange: (v: number) => void; suffix?: string }) {
  return (
    <Field label={<>{label}: <span data-testid="slider-value">{value}{suffix}</span></>}>
      {(ids) => (
        <input {...ids} type="range" min={range.min} max={range.max} step={range.step} value={value} aria-valuetext={`${value}${suffix}`} onChange={(e) => onChange(Number(e.target.value))} />
      )}
    </Field>
  );
}

/** An hour (number input or 1..12 select) with its AM/PM select. */
function HourInput({ label, hour, meridiem, onHour, onMeridiem, select = false }: { label: string; hour: number; meridiem: Meridiem; onHour: (raw: string) => void; onMeridiem: (m: Meridiem) => void; select?: boolean }) {
  const id = useId();
  return (
    <fieldset>
      <legend style={{ fontWeight: 600, marginBottom: 6, padding: 0 }}>{label}</legend>
      <div className="mk-hour bl-field">
        {select ? (
          <select id={`${id}-h`} aria-label={`${label} hour`} value={hour} onChange={(e) => onHour(e.target.value)}>
            {Array.from({ length: 12 }, (_, i) => i + 1).map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
        ) : (
          <input id={`${id}-h`} aria-label={`${label} hour`} type="number" min={SLIDERS.hour.min} max={SLIDERS.hour.max} value={hour} onChange={(e) => onHour(e.target.value)} />
        )}
        <select aria-label={`${label} AM or PM`} value={meridiem} onChange={(e) => onMeridiem(e.target.value as Meridiem)}>
          <option value="AM">AM</option>
          <option value="PM">PM</option>
        </select>
      </div>
    </fieldset>
  );
}

function Results({ items, label }: { items: Array<{ term: string; value: string; big?: boolean }>; label: string }) {
  return (
    <dl className="mk-results" aria-label={label}>
      {items.map((r) => (
        <div key={r.term} className={r.big ? 'mk-results__big' : undefined}>
          <dt>{r.term}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RoiSection({ children, lead = 'Move the sliders: the figures update as you go.' }: { children: ReactNode; lead?: string }) {
  return (
    <section className="mk-section" aria-labelledby="roi">
      <div className="bl-container">
        <h2 id="roi">{TEXTS.roiHeading}</h2>
        <p className="mk-section__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** Main landing, first reading: bookings 1–100, missed 0–50%, hours 1–12 not clamped. */
export function MainRoiCalculator() {
  const [i, setI] = useState<MainRoiInput>(MAIN_ROI_DEFAULTS);
  const set = (patch: Partial<MainRoiInput>) => setI((cur) => ({ ...cur, ...patch }));
  const r = mainRoi(i);
  return (
    <div className="bl-card mk-roi" data-calculator="main">
      <form onSubmit={(e) => e.preventDefault()} aria-label="ROI inputs">
        <NumberInput label="Average service cost" prefix="$" value={i.serviceCost} onChange={(v) => set({ serviceCost: parseCost(v) })} />
        <Slider label="Bookings per month" value={i.bookingsPerMonth} range={SLIDERS.mainBookings} onChange={(v) => set({ bookingsPerMonth: v })} />
        <NumberInput label="Call duration (minutes)" value={i.callMinutes} onChange={(v) => set({ callMinutes: parseDuration(v) })} />
        <Slider label="Calls you miss" suffix="%" value={i.missedPercent} range={SLIDERS.mainMissed} onChange={(v) => set({ missedPercent: v })} />
        <div className="mk-hours">
          <HourInput label="Open" hour={i.openHour} meridiem={i.openMeridiem} onHour={(v) => set({ openHour: parseHourUnclamped(v) })} onMeridiem={(m) => set({ openMeridiem: m })} />
          <HourInput label="Close" hour={i.closeHour} meridiem={i.closeMeridiem} onHour={(v) => set({ closeHour: parseHourUnclamped(v) })} onMeridiem={(m) => set({ closeMeridiem: m })} />
        </div>
      </form>
      <Results
        label="Your ROI"
        items={[
          { term: 'Total monthly ROI', value: formatUsd(r.totalRoi), big: true },
          { term: 'Monthly cost', value: formatUsd(r.monthlyCost) },
          { term: 'Missed calls captured', value: fmt0(r.missedCallsCaptured) },
          { term: 'Revenue recovered', value: formatUsd(r.revenueRecovered) },
          { term: 'Time saved (hours/month)', value: fmt1(r.timeSavedHours) },
          { term: 'Value of your time', value: formatUsd(r.valueOfTime) },
          { term: 'Monthly revenue', value: formatUsd(r.monthlyRevenue) },
          { term: 'Time saved per year', value: `${fmt1(r.yearlyTimeSavedHours)} h (${fmt1(r.yearlyWorkDaysSaved)} work days)` },
          { term: 'Extra availability daily', value: `${fmt0(r.extraAvailabilityMinutesDaily)} min` },
          { term: 'Availability increase', value: `${fmt0(r.availabilityIncreasePercent)}%` },
          { term: 'Cost as % of revenue', value: `${r.costPercentOfRevenue.toFixed(2)}%` },
          { term: 'Cost as % of ROI', value: `${r.costPercentOfRoi.toFixed(2)}%` },
        ]}
      />
    </div>
  );
}

/** Main landing, second reading ($67 plan): bookings 1–120, missed 0–80% in 5s, hour selectors. */
export function PlanRoiCalculator() {
  const [i, setI] = useState<MainRoiInput>(MAIN_ROI_DEFAULTS);
  const set = (patch: Partial<MainRoiInput>) => setI((cur) => ({ ...cur, ...patch }));
  const r = planRoi(i);
  return (
    <div className="bl-card mk-roi" data-calculator="plan">
      <form onSubmit={(e) => e.preventDefault()} aria-label="ROI inputs">
        <NumberInput label="Average service cost" prefix="$" value={i.serviceCost} onChange={(v) => set({ serviceCost: parseCost(v) })} />
        <NumberInput label="Call duration (minutes)" value={i.callMinutes} onChange={(v) => set({ callMinutes: parseDuration(v) })} />
        <Slider label="Bookings per month" value={i.bookingsPerMonth} range={SLIDERS.planBookings} onChange={(v) => set({ bookingsPerMonth: v })} />
        <Slider label="Calls you miss" suffix="%" value={i.missedPercent} range={SLIDERS.planMissed} onChange={(v) => set({ missedPercent: v })} />
        <div className="mk-hours">
          <HourInput select label="Open" hour={i.openHour} meridiem={i.openMeridiem} onHour={(v) => set({ openHour: Number(v) })} onMeridiem={(m) => set({ openMeridiem: m })} />
          <HourInput select label="Close" hour={i.closeHour} meridiem={i.closeMeridiem} onHour={(v) => set({ closeHour: Number(v) })} onMeridiem={(m) => set({ closeMeridiem: m })} />
        </div>
      </form>
      <Results
        label="Your ROI"
        items={[
          { term: 'Annual ROI', value: `${fmt0(r.annualRoiPercent)}%`, big: true },
          { term: 'Current monthly revenue', value: formatUsd(r.currentRevenue) },
          { term: 'Lost revenue recovered', value: formatUsd(r.lostRevenue) },
          { term: 'After-hours opportunity', value: formatUsd(r.afterHoursOpportunity) },
          { term: 'Net monthly gain', value: formatUsd(r.netMonthlyGain) },
          { term: 'Time on the phone saved', value: `${fmt1(r.timeSavedHours)} h/month` },
          { term: 'Hours you are open', value: `${fmt0(r.openHours)} h/day` },
        ]}
      />
    </div>
  );
}

/** Plumbing: jobs 1–100, missed emergencies 0–80% in 5s, hours clamped 1..12, empty → 8 / 5. */
export function PlumbingRoiCalculator() {
  const [i, setI] = useState<PlumbingRoiInput>(PLUMBING_ROI_DEFAULTS);
  const set = (patch: Partial<PlumbingRoiInput>) => setI((cur) => ({ ...cur, ...patch }));
  const r = plumbingRoi(i);
  return (
    <div className="bl-card mk-roi" data-calculator="plumbing">
      <form onSubmit={(e) => e.preventDefault()} aria-label="ROI inputs">
        <NumberInput label="Average job cost" prefix="$" value={i.jobCost} onChange={(v) => set({ jobCost: parseCost(v) })} />
        <NumberInput label="Call duration (minutes)" value={i.callMinutes} onChange={(v) => set({ callMinutes: parseDuration(v) })} />
        <Slider label="Jobs per month" value={i.jobsPerMonth} range={SLIDERS.plumbingJobs} onChange={(v) => set({ jobsPerMonth: v })} />
        <Slider label="Emergency calls you miss" suffix="%" value={i.missedEmergencyPercent} range={SLIDERS.plumbingMissed} onChange={(v) => set({ missedEmergencyPercent: v })} />
        <div className="mk-hours">
          <HourInput label="Open" hour={i.openHour} meridiem={i.openMeridiem} onHour={(v) => set({ openHour: parseHourClamped(v, PLUMBING_ROI_DEFAULTS.openHour) })} onMeridiem={(m) => set({ openMeridiem: m })} />
          <HourInput label="Close" hour={i.closeHour} meridiem={i.closeMeridiem} onHour={(v) => set({ closeHour: parseHourClamped(v, PLUMBING_ROI_DEFAULTS.closeHour) })} onMeridiem={(m) => set({ closeMeridiem: m })} />
        </div>
      </form>
      <Results
        label="Your ROI"
        items={[
          { term: 'Total value', value: formatUsd(r.totalValue), big: true },
          { term: 'Monthly cost', value: formatUsd(r.monthlyCost) },
          { term: 'Monthly revenue', value: formatUsd(r.monthlyRevenue) },
          { term: 'Emergency revenue recovered', value: formatUsd(r.emergencyRevenueRecovered) },
          { term: 'Time saved (hours/month)', value: fmt1(r.timeSavedHours) },
          { term: 'Value of your time', value: formatUsd(r.valueOfTime) },
          { term: 'Time saved per year', value: `${fmt1(r.yearlyTimeSavedHours)} h (${fmt1(r.yearlyWorkDaysSaved)} work days)` },
          { term: 'Extra daily coverage', value: `${fmt0(r.extraCoverageMinutesDaily)} min` },
          { term: 'Availability increase', value: `${fmt0(r.availabilityIncreasePercent)}%` },
          { term: 'Cost as % of revenue', value: `${r.costPercentOfRevenue.toFixed(2)}%` },
        ]}
      />
    </div>
  );
}
