import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rename, rm, symlink } from 'node:fs/promises'
import path from 'node:path'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

/** The commit `rev` names, or a clear error when it names none. */
export function resolveCommit(rev: string): string {
  try {
    return git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`)
  } catch {
    throw new Error(`--base ${rev}: not a commit of this repository`)
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/**
 * The shop as the commit `rev` builds it, against the same backend as the current tree's build: that commit is
 * checked out in a throwaway worktree under `.tmp/` (sharing this checkout's node_modules), its own `npm run
 * build` builds it, the result is moved to `out`, and the worktree is removed again. Returns the client folder.
 */
export async function buildAtCommit(rev: string, out: string, env: NodeJS.ProcessEnv): Promise<string> {
  const commit = resolveCommit(rev)
  const tree = path.resolve(`.tmp/bench-base-${commit.slice(0, 12)}`)
  await removeWorktree(tree)
  git('worktree', 'add', '--detach', '--force', tree, commit)
  try {
    await symlink(path.resolve('node_modules'), path.join(tree, 'node_modules'), 'dir')
    const outDir = path.resolve(out)
    await rm(outDir, { recursive: true, force: true })
    console.info(`— base ${rev} (${commit.slice(0, 12)}): building in ${path.relative('.', tree)}`)
    // A build writes only inside its own project: into the worktree, then moved out (its links are relative).
    await run('npm', ['run', 'build', '--', '--out', '.tmp/base-dist'], tree, env)
    await rename(path.join(tree, '.tmp/base-dist'), outDir)
    return path.join(outDir, 'client')
  } finally {
    await removeWorktree(tree)
  }
}

async function removeWorktree(tree: string): Promise<void> {
  if (!existsSync(tree)) return
  try {
    git('worktree', 'remove', '--force', tree)
  } catch {
    await rm(tree, { recursive: true, force: true })
    git('worktree', 'prune')
  }
}
