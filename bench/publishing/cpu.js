// CPU accounting for the bench from /proc (Linux): seconds a process used, PostgreSQL's total
// (postmaster, its live backends and the ones it reaped), and the machine's busy/total jiffies.
const fs = require('node:fs');
const path = require('node:path');

const TICKS = 100; // USER_HZ on Linux

/** Fields after the command name of /proc/<pid>/stat (index 0 is proc(5)'s field 3, the state). */
function statFields(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** utime + stime of a process, in seconds; 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const f = statFields(pid);
    return (Number(f[11]) + Number(f[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The postmaster (with the backends it has reaped: cutime/cstime) plus its live children, in seconds. */
function postgresCpuSeconds(dataDir) {
  try {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const own = statFields(postmaster);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const f = statFields(entry);
        if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
      } catch {
        // Gone between readdir and read.
      }
    }
    return ticks / TICKS;
  } catch {
    return 0;
  }
}

function machineCpu() {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + (values[4] || 0);
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

module.exports = { cpuSeconds, postgresCpuSeconds, machineCpu };
