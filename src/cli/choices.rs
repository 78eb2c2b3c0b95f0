//! The command line's words for the agents' library values: `--agent` takes the names the
//! registry declares and `race --by` the orders of a race, each with its line of help.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use dosdoku_agents::agents::AgentKind;
use dosdoku_agents::race::RaceBy;

/// `--agent`: every agent of the registry by name, its `about` as the value's help.
pub fn agent() -> impl TypedValueParser<Value = AgentKind> {
    let names = AgentKind::ALL.iter().map(|k| {
        let decl = k.decl();
        PossibleValue::new(decl.name).help(decl.about)
    });
    PossibleValuesParser::new(names)
        .map(|name| AgentKind::from_name(&name).expect("a name the registry declares"))
}

/// `race --by`: `steps` or `time`, each with its help.
pub fn race_by() -> impl TypedValueParser<Value = RaceBy> {
    let words = RaceBy::ALL
        .iter()
        .map(|by| PossibleValue::new(by.word()).help(by.about()));
    PossibleValuesParser::new(words)
        .map(|word| RaceBy::from_word(&word).expect("a word of RaceBy::ALL"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Words {
        #[arg(long, value_parser = agent())]
        agent: AgentKind,
        #[arg(long, value_parser = race_by())]
        by: RaceBy,
    }

    #[test]
    fn every_agent_and_race_order_is_taken_by_its_name() {
        for &kind in AgentKind::ALL {
            for &by in RaceBy::ALL {
                let words = Words::try_parse_from(["x", "--agent", kind.name(), "--by", by.word()])
                    .unwrap();
                assert_eq!((words.agent, words.by), (kind, by));
            }
        }
        let wrong = Words::try_parse_from(["x", "--agent", "nobody", "--by", "steps"]);
        let message = wrong.err().unwrap().to_string();
        assert!(
            message.contains("[possible values: board1, backtrack"),
            "{message}"
        );
    }
}
