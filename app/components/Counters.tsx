type Counter = {_key: string; title: string; target: number}

/**
 * Achievement counters: the server shows the targets; in the browser they count up from 0
 * the first time the block is half visible, unless the visitor asks for reduced motion
 * (app/behaviours/counters.ts).
 */
export function Counters({counters}: {counters: Counter[]}) {
  return (
    <ul className="counters" data-counters="">
      {counters.map((counter) => (
        <li key={counter._key} className="counters__item">
          {/* Screen readers get the final number, not every step of the animation. */}
          <strong className="counters__value" aria-hidden="true" data-target={counter.target}>
            {counter.target.toLocaleString('pt-BR')}
          </strong>
          <span className="visually-hidden">{counter.target.toLocaleString('pt-BR')}</span>
          <span className="counters__title">{counter.title}</span>
        </li>
      ))}
    </ul>
  )
}
