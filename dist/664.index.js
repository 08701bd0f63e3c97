export const id = 664;
export const ids = [664];
export const modules = {

/***/ 2664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fixGapsConflict: () => (/* binding */ fixGapsConflict),
  readRootReportSettings: () => (/* binding */ readRootReportSettings),
  readRootSweepSettings: () => (/* binding */ readRootSweepSettings),
  runDeprecated: () => (/* binding */ runDeprecated)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(8055);
// EXTERNAL MODULE: ./src/action/input-parsers.ts
var input_parsers = __webpack_require__(115);
// EXTERNAL MODULE: ./src/action/names.ts
var names = __webpack_require__(2814);
// EXTERNAL MODULE: ./src/action/settings.ts
var settings = __webpack_require__(9297);
// EXTERNAL MODULE: ./src/agent/publish.ts + 1 modules
var publish = __webpack_require__(6216);
// EXTERNAL MODULE: ./src/agent/said.ts + 1 modules
var agent_said = __webpack_require__(5456);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/report/settings.ts + 1 modules
var report_settings = __webpack_require__(5907);
// EXTERNAL MODULE: ./src/run/agent.ts + 1 modules
var agent = __webpack_require__(9335);
// EXTERNAL MODULE: ./src/run/deprecated-use.ts
var deprecated_use = __webpack_require__(698);
// EXTERNAL MODULE: ./src/run/frame.ts + 1 modules
var run_frame = __webpack_require__(815);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
// EXTERNAL MODULE: ./src/agent/decide.ts
var decide = __webpack_require__(7961);
// EXTERNAL MODULE: ./src/agent/step.ts + 3 modules
var step = __webpack_require__(2200);
// EXTERNAL MODULE: ./src/github/connect.ts
var connect = __webpack_require__(7441);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/run/settings.ts + 3 modules
var run_settings = __webpack_require__(1928);
;// CONCATENATED MODULE: ./src/run/report.ts
/**
 * The report action's story (report/action.yml): the visitors and docs-health report; with fix-gaps, its top gaps then
 * go to the agent as one request on the tracking issue (a new job, or a follow-up to the job still open there), sent
 * and followed as the agent action's are. Gaps that job or its pull request already has are left out.
 */








async function run() {
    await runStory(readReportActionSettings, async (settings, frame) => reportStory(settings, frame, readEvent()));
}
async function reportStory(settings, frame, event, 
/** The root's deprecated report beside an agent job shares its connection (deprecated.ts). */
connected) {
    // The report feature is loaded only when a run reports: the agent action's start-up does not compile it.
    const { reportStep } = await Promise.all(/* import() */[__webpack_require__.e(38), __webpack_require__.e(414), __webpack_require__.e(622)]).then(__webpack_require__.bind(__webpack_require__, 1622));
    const github = connected ?? (await (0,connect/* connectGitHub */.U)(settings.github, event, frame.limits, settings.apiKey));
    const issueThread = github?.issueThread;
    const client = frame.clientWith();
    const getJob = (jobId) => client.getJob(jobId, frame.deadline);
    // Pull requests on the server the workflow runs on are the ones the token may read.
    const server = { serverUrl: new URL(event.runUrl).origin };
    const end = await reportStep({
        settings,
        event,
        clientWith: frame.clientWith,
        issueThread,
        deadline: frame.deadline,
        signal: frame.signal,
        alreadySent: settings.report.fixGaps && issueThread
            ? async () => new Set((await issueThread.gapKeysInFlight(getJob, server)) ?? [])
            : undefined
    });
    if (!end.fix)
        return;
    // The thread's job takes the follow-up while it is active or its pull request is open: one pull request.
    const threadJob = (await issueThread?.existing())?.marker?.jobId;
    const openJob = threadJob && (await issueThread?.jobOpen(threadJob, getJob, server)) ? threadJob : undefined;
    (0,log/* info */.pq)(`Docs agent: the report's top ${(0,plural/* plural */.L)(end.fix.gapKeys.length, 'gap')} ${openJob ? `as a follow-up to job ${openJob}, still open on the thread` : 'as a new job'}.`);
    const context = { settings, event, client, ...frame, issueThread };
    await (0,step/* agentStep */.M)((0,decide/* promptRequest */.cx)(end.fix, openJob), context).then(run_frame/* endStep */.Cs);
}

// EXTERNAL MODULE: ./src/action/summary-file.ts
var summary_file = __webpack_require__(2741);
// EXTERNAL MODULE: ./src/service/client.ts + 3 modules
var client = __webpack_require__(14);
// EXTERNAL MODULE: ./src/service/http.ts + 6 modules
var http = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/agent/outcome.ts
var agent_outcome = __webpack_require__(7453);
// EXTERNAL MODULE: ./src/agent/status-body.ts
var status_body = __webpack_require__(5564);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
;// CONCATENATED MODULE: ./src/agent/sweep-report.ts



const VERDICT_TEXT = {
    ended: 'finished',
    working: 'still working',
    gone: 'closed out (job not found)',
    unfollowed: 'label removed (nothing to follow)',
    left: 'left for the next sweep'
};
/**
 * The sweep's line and summary. A halt (`cancelled`, or an error every job would meet) fails the step and says that
 * the threads not reached keep their comments and labels; threads left for the next sweep only warn.
 */
function sweepEnd(total, swept, halt) {
    const count = (verdict) => swept.filter(s => s.verdict === verdict).length;
    const parts = [
        [count('ended'), 'ended (comment finished)'],
        [count('working'), 'still working'],
        [count('gone'), 'not found (closed out)'],
        [count('unfollowed'), 'with nothing to follow'],
        [count('left'), 'left for the next sweep']
    ];
    const done = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
    const head = total === 0
        ? 'Sweep: no labelled thread, nothing to check.'
        : `Sweep of ${(0,plural/* plural */.L)(total, 'labelled thread')}: ${done.join(', ') || 'none checked'}.`;
    const notReached = total - swept.length;
    const untouched = notReached > 0 ? ` ${(0,plural/* plural */.L)(notReached, 'thread')} not reached keep their comment and label.` : '';
    let level = count('left') > 0 ? 'warning' : 'success';
    let message = head;
    if (halt === 'cancelled') {
        level = 'failure';
        message = `The sweep was cancelled. ${head}${untouched}`;
    }
    else if (halt !== undefined) {
        level = 'failure';
        message = `The sweep stopped: ${(0,errors/* getErrorMessage */.u1)(halt)} ${head}${untouched}`;
    }
    return { level, message, summary: renderSummary(message, swept) };
}
function renderSummary(message, swept) {
    const rows = [...swept]
        .sort((a, b) => a.issue - b.issue)
        .map(s => {
        const job = s.jobId ? (0,markdown/* code */.aY)(s.jobId) : '—';
        const status = s.status ? (0,markdown/* code */.aY)(s.status) : '—';
        const pr = s.prLink ? (0,markdown/* link */.nf)(s.prLink, s.prLink) : '—';
        return `| #${s.issue} | ${job} | ${status} | ${pr} | ${VERDICT_TEXT[s.verdict]} |`;
    });
    const table = rows.length
        ? ['', '| Thread | Job | Status | Pull request | Sweep |', '|---|---|---|---|---|', ...rows]
        : [];
    return [`## 🧹 Docs agent sweep`, '', (0,markdown/* cell */.Hn)(message), ...table, ''].join('\n');
}

;// CONCATENATED MODULE: ./src/agent/sweep.ts
/**
 * The sweep (`sweep: true`, on a schedule): finishes the story of short runs. A short run (wait: false with
 * sweep-interval, on an issue or pull request) starts the job or sends the follow-up, leaves a working status comment
 * whose marker names the triggers waiting for the end, labels the thread (github/labels.ts), and ends in seconds. The
 * sweep lists the labelled threads, reads each one's status comment (by marker and our login, as every run does),
 * polls its job once with a GET, and for a job that has ended writes the final state with the waiting run's renderer
 * (status-body.ts) and its reactions (publish.ts), then takes the label off; an active job gets "still working, last
 * checked …"; a job the service does not know (404) is closed out. Nothing is retried past the run: what one sweep
 * could not check, the next one does, and every step leaves the comment in a state a later sweep can finish.
 */









/** Threads swept at once: GitHub spaces writes anyway (plugin-throttling); reads and the service's GETs overlap. */
const SWEEP_CONCURRENCY = 4;
/** Sweeps every labelled thread; the step's line and summary come from sweep-report.ts. */
async function sweepStep(context) {
    const threads = await context.threads();
    (0,log/* info */.pq)(threads.length === 0
        ? 'Sweep: no issue or pull request is labelled for the sweep; nothing to check.'
        : `Sweep: ${threads.length} labelled thread(s): #${threads.map(t => t.issueNumber).join(', #')}.`);
    const swept = [];
    let halt;
    let next = 0;
    const worker = async () => {
        while (halt === undefined && !context.signal.aborted && next < threads.length) {
            const thread = threads[next++];
            try {
                const result = await sweepThread(thread, context);
                swept.push(result);
                (0,log/* info */.pq)(`#${result.issue}: ${result.said}`);
            }
            catch (error) {
                halt ??= error;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(SWEEP_CONCURRENCY, threads.length) }, worker));
    const cancelled = context.signal.aborted || halt instanceof errors/* CancelledError */.cc;
    const end = sweepEnd(threads.length, swept, cancelled ? 'cancelled' : halt);
    await (0,summary_file/* writeSummary */.S)(end.summary);
    return { level: end.level, message: end.message, thread: async () => undefined };
}
/** One thread: read its comment, poll its job once, write what that says. Throws only what halts the sweep. */
async function sweepThread(thread, context) {
    const issue = thread.issueNumber;
    const left = (said, jobId) => ({ issue, jobId, verdict: 'left', said });
    const found = await thread.findStatus();
    if (!found)
        return left('GitHub could not list its comments; left for the next sweep.');
    const { ref } = found;
    const jobId = ref?.marker.jobId;
    if (!ref || jobId === undefined || !ref.marker.sweep) {
        // A waiting run saw the job end, or a sweep was stopped before it took the label off: nothing to poll.
        const off = await thread.unmark();
        return off
            ? { issue, jobId, verdict: 'unfollowed', said: 'no job left to follow here; label removed.' }
            : left('no job left to follow, but the label could not be removed.', jobId);
    }
    let job;
    try {
        job = await context.client.getJob(jobId, context.deadline);
    }
    catch (error) {
        if (error instanceof http/* ServiceError */._7 && error.status === 404 && error.missing === 'job') {
            return closeOut(thread, ref, jobId, context);
        }
        if (halts(error))
            throw error;
        return left(`job ${jobId} could not be checked: ${(0,errors/* getErrorMessage */.u1)(error)} Left for the next sweep.`, jobId);
    }
    const view = { runId: context.event.runId, runUrl: context.event.runUrl, about: (0,status_body/* aboutIn */.HJ)(ref.body ?? '') };
    if (!(0,client/* isFinal */.dR)(job.status)) {
        const intervalMs = context.settings.sweepIntervalMs;
        const checked = {
            ...view,
            state: 'working',
            jobId,
            quoted: (0,status_body/* quotedIn */.sQ)(ref.body ?? ''),
            followUp: false,
            sweep: { kind: 'checked', checkedAt: Date.now(), ...(intervalMs ? { intervalMs } : {}) }
        };
        const written = await thread.show((0,status_body/* statusWrite */.kk)(checked));
        if (!written)
            return left(`job ${jobId} is ${job.status}, but its status comment could not be edited.`, jobId);
        return { issue, jobId, status: job.status, verdict: 'working', said: `job ${jobId} is still ${job.status}.` };
    }
    return finish(thread, ref, job, view, context);
}
/**
 * The job has ended: the reactions first (they repeat harmlessly), then the final state, then the label. Cut off
 * anywhere, a later sweep finishes: a label without the marker's `sweep` field is taken off without a service request.
 */
async function finish(thread, ref, job, view, context) {
    const issue = thread.issueNumber;
    // A short run may have sent a follow-up since the GET: then the job runs again, and the next sweep sees it.
    const fresh = await thread.read(ref.id);
    const before = new Set(ref.marker.sweep);
    if (!fresh?.marker.sweep || fresh.marker.jobId !== job.id || fresh.marker.sweep.some(t => !before.has(t))) {
        const said = `job ${job.id} is ${job.status}, but the thread changed while it was checked; left for the next sweep.`;
        return { issue, jobId: job.id, verdict: 'left', said };
    }
    const outcome = (0,agent_outcome/* describeOutcome */.SS)({ mode: 'attach', job, end: 'final', elapsedMs: 0 }, context.settings.failOnJobFailure, context.settings.timeoutMs);
    const reaction = publish/* REACTION */.GL[outcome.level];
    await Promise.all(fresh.marker.sweep.map(target => thread.react(reaction, target)));
    const written = await thread.show((0,status_body/* statusWrite */.kk)({ ...view, state: 'final', job, outcome, swept: true }));
    if (!written) {
        const said = `job ${job.id} is ${job.status}, but its status comment could not be edited; left for the next sweep.`;
        return { issue, jobId: job.id, verdict: 'left', said };
    }
    await unmarkAndRecheck(thread, written.id);
    const pr = job.prLink ? ` (pull request ${job.prLink})` : '';
    const said = `job ${job.id} is ${job.status}${pr}: status comment finished, label removed.`;
    return { issue, jobId: job.id, status: job.status, prLink: job.prLink ?? undefined, verdict: 'ended', said };
}
/** The job is not on the service (404 "Job not found"): said on the thread, which forgets it, and unlabelled. */
async function closeOut(thread, ref, jobId, context) {
    const issue = thread.issueNumber;
    const { runId, runUrl } = context.event;
    await Promise.all((ref.marker.sweep ?? []).map(target => thread.react('confused', target)));
    const about = (0,status_body/* aboutIn */.HJ)(ref.body ?? '');
    const written = await thread.show((0,status_body/* statusWrite */.kk)({ state: 'gone', jobId, runId, runUrl, about }));
    if (!written)
        return {
            issue,
            jobId,
            verdict: 'left',
            said: `job ${jobId} is not on the service, but the comment could not be edited.`
        };
    await unmarkAndRecheck(thread, written.id);
    return { issue, jobId, verdict: 'gone', said: `job ${jobId} is not on the service (404): closed out, label removed.` };
}
/** Takes the label off; a short run that labelled the thread since the edit gets its label back. */
async function unmarkAndRecheck(thread, commentId) {
    if (!(await thread.unmark()))
        return;
    const after = await thread.read(commentId);
    if (after?.marker.sweep)
        await thread.mark();
}
/**
 * Errors that would fail the same way for every job: a cancel, the key or project refused (401, 403, a 404 that is
 * not the job's), the service's rate limit (429: the next sweep comes soon enough), an api-url that redirects.
 */
function halts(error) {
    if (error instanceof errors/* CancelledError */.cc)
        return true;
    if (!(error instanceof http/* ServiceError */._7))
        return false;
    if (error.kind === 'redirect')
        return true;
    const status = error.status ?? 0;
    return status === 401 || status === 403 || status === 404 || status === 429;
}

;// CONCATENATED MODULE: ./src/run/sweep.ts
/**
 * The sweep action's story (sweep/action.yml), on a schedule: every thread a short run labelled, its job polled once,
 * its status comment finished when the job ended (agent/sweep.ts).
 */





async function sweep_run() {
    await runStory(readSweepActionSettings, sweepStory);
}
async function sweepStory(settings, frame) {
    const event = (0,github_event/* readEvent */.j)();
    const threads = () => (0,connect/* labelledThreads */.X)(settings.github, event, frame.limits, settings.apiKey);
    // A 429 is not waited out: the next sweep comes soon, and a runner paid to wait is what the sweep is for.
    const client = frame.clientWith({ retryRateLimited: false });
    await sweepStep({ settings, event, client, signal: frame.signal, deadline: frame.deadline, threads }).then(run_frame/* endStep */.Cs);
}

;// CONCATENATED MODULE: ./src/run/deprecated.ts
/**
 * The root action's sweep and report inputs, kept through v1 (action.yml marks them with deprecationMessage): a run
 * that uses them warns once, naming the sub-action, and is handed to that sub-action's story with the same inputs.
 * `visitor-summary: true` is `report: visitors`. A root run may still report beside an agent job, as it did, and the
 * checks that only such a mix needs (the sweep alone; fix-gaps as the one agent request) live here. Delete in v2.
 */














/** Runs the sub-action's story for a root run that uses its inputs, with one warning first. */
async function runDeprecated(sub, read = settings/* readActionInput */.LJ) {
    if (sub === 'sweep') {
        await (0,run_frame/* runStory */.ZN)(() => withDeprecation(readRootSweepSettings(read), sub, [names/* Inputs */.G0.Sweep]), async (settings, frame) => {
            (0,publish/* setSkippedOutput */._Y)(false);
            await sweepStory(settings, frame);
        });
        return;
    }
    const used = [names/* ReportInputs */.it.Report, names/* VisitorInputs */.U5.VisitorSummary, names/* ReportInputs */.it.FixGaps].filter(name => name === names/* ReportInputs */.it.Report ? read(name).trim() !== '' : (0,deprecated_use/* isOn */.M)(read, name));
    await (0,run_frame/* runStory */.ZN)(() => withDeprecation(readRootReportSettings(read), sub, used), async (settings, frame) => {
        const event = (0,github_event/* readEvent */.j)();
        const said = await (0,agent_said/* readSaid */.y)(settings.promptInput, event, settings.github.triggerPhrase);
        const conflict = settings.report.fixGaps ? fixGapsConflict(settings, said, event) : undefined;
        if (conflict)
            throw conflict;
        // As before the split: the agent's decision first (a refused trigger skips the report too), the report beside.
        await (0,agent/* agentStory */.h)(settings, frame, event, said, github => reportStory(settings, frame, event, github));
    });
}
/** The one warning, before the settings' own. */
function withDeprecation(settings, sub, used) {
    const summary = used.includes(names/* VisitorInputs */.U5.VisitorSummary)
        ? ` (${names/* VisitorInputs */.U5.VisitorSummary}: true is ${names/* ReportInputs */.it.Report}: visitors there)`
        : '';
    const how = sub === 'sweep' ? 'which is the sweep, with the same other inputs' : `with the same inputs${summary}`;
    settings.warnings.unshift(`The root action's ${sub} inputs (${used.join(', ')}) are deprecated: use ${(0,names/* subActionRef */.y0)(sub)}, ${how}. They keep working through v1.`);
    return settings;
}
/** The sweep ran alone: a root run that also asks for a job, a report or no comments is a bad input, as it was. */
function readRootSweepSettings(read) {
    const alone = (input, what) => new errors/* InputError */.dz(names/* Inputs */.G0.Sweep, `is true together with '${input}': the sweep only checks jobs already started (from threads labelled by short runs) and ${what}. Run it alone on a schedule (${(0,names/* subActionRef */.y0)('sweep')}); start or resume jobs from another workflow.`);
    const problems = [];
    if (read(names/* Inputs */.G0.Prompt).trim())
        problems.push(alone(names/* Inputs */.G0.Prompt, 'starts none'));
    if (read(names/* Inputs */.G0.JobId).trim())
        problems.push(alone(names/* Inputs */.G0.JobId, 'follows every labelled thread, not one job'));
    if (read(names/* ReportInputs */.it.Report).trim() !== '' || (0,deprecated_use/* isOn */.M)(read, names/* VisitorInputs */.U5.VisitorSummary))
        problems.push(alone(names/* ReportInputs */.it.Report, 'writes no report'));
    if (read(names/* Inputs */.G0.Comment).trim().toLowerCase() === 'false')
        problems.push(alone(names/* Inputs */.G0.Comment, 'its work is the status comments'));
    try {
        (0,input_parsers/* booleanInput */.tE)(read, names/* Inputs */.G0.Sweep, false);
        const settings = (0,run_settings/* readSweepActionSettings */.a2)(read);
        if (problems.length === 0)
            return settings;
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            problems.push(error);
        else if (error instanceof errors/* InputErrors */.G)
            problems.push(...error.errors);
        else
            throw error;
    }
    throw problems.length === 1 ? problems[0] : new errors/* InputErrors */.G(problems);
}
/** The agent's inputs and the report's, read together into one problem list; visitor-summary joins the sections. */
function readRootReportSettings(read) {
    const settings = (0,run_settings/* readAction */.f0)(read, (run, problems, agent) => {
        const summary = problems.check(() => (0,input_parsers/* booleanInput */.tE)(read, names/* VisitorInputs */.U5.VisitorSummary, false), true);
        const sections = name => name === names/* ReportInputs */.it.Report && summary ? `${read(name)} visitors` : read(name);
        return {
            ...(0,run_settings/* readAgentParts */.GQ)(read, problems, agent),
            report: (0,report_settings/* readReportSettings */.i$)(sections, problems, { now: new Date(), warnings: run.warnings })
        };
    });
    return (0,run_settings/* withReportWarnings */.CX)(settings);
}
/**
 * `fix-gaps: true` makes the report's top gaps the run's one agent request. A root run that also has a prompt of its
 * own (the input, job-id, or an issue or `/docs` comment) would send a second request — two jobs on one thread — so
 * it is a bad input, found before any request.
 */
function fixGapsConflict(settings, said, event) {
    const own = said.input
        ? `'${names/* Inputs */.G0.Prompt}'`
        : settings.jobId
            ? `'${names/* Inputs */.G0.JobId}'`
            : said.event.kind === 'prompt'
                ? `the ${event.name} event's prompt`
                : undefined;
    if (own === undefined)
        return undefined;
    return new errors/* InputError */.dz(names/* ReportInputs */.it.FixGaps, `is true, and the run also has ${own}: the report's gaps and that prompt would go to the agent as two requests (two jobs on one thread). Run the report with fix-gaps in a workflow of its own (${(0,names/* subActionRef */.y0)('report')}, on a schedule), or set fix-gaps: false.`);
}


/***/ })

};

//# sourceMappingURL=664.index.js.map