// The repository's Dockerfile, read as its stages (dockerfile-ast), for the tests that check
// its rules and run its commands without a Docker engine.
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {DockerfileParser} from 'dockerfile-ast'
import {PROJECT_ROOT} from './server.mjs'

export type Instruction = {keyword: string; args: string[]; flags: Record<string, string>; text: string}
export type Stage = {name: string | undefined; image: string; instructions: Instruction[]}

export function dockerfileStages(file = join(PROJECT_ROOT, 'Dockerfile')) {
  const dockerfile = DockerfileParser.parse(readFileSync(file, 'utf8'))
  // The ARGs before the first FROM: what its image names may use.
  const firstFrom = dockerfile.getFROMs()[0]!.getRange().start.line
  const args = Object.fromEntries(
    dockerfile
      .getInstructions()
      .filter((instruction) => instruction.getKeyword() === 'ARG' && instruction.getRange().start.line < firstFrom)
      .map((instruction) => instruction.getArgumentsContent()!.split('=') as [string, string]),
  )
  const stages: Stage[] = dockerfile.getFROMs().map((from) => ({
    name: from.getBuildStage() ?? undefined,
    image: from.getImage()!.replace(/\$\{(\w+)\}/g, (_, name: string) => args[name] ?? ''),
    instructions: [],
  }))
  let current = -1
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword()
    if (keyword === 'FROM') current++
    if (current < 0 || keyword === 'FROM') continue
    const flags = Object.fromEntries(
      ('getFlags' in instruction
        ? (instruction.getFlags as () => Array<{getName(): string; getValue(): string | null}>)()
        : []
      ).map((flag) => [flag.getName(), flag.getValue() ?? '']),
    )
    stages[current]!.instructions.push({
      keyword,
      args: instruction.getArguments().map((argument) => argument.getValue()),
      flags,
      text: instruction.getArgumentsContent() ?? '',
    })
  }
  return {args, stages}
}

/** The values an ENV instruction sets (`ENV A=1 B=2`). */
export const envOf = (stage: Stage) =>
  Object.fromEntries(
    stage.instructions
      .filter(({keyword}) => keyword === 'ENV')
      .flatMap(({args}) => args.map((pair) => pair.split('=') as [string, string])),
  )
